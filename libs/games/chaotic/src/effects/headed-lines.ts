import type { Card } from '../cards/card';
import type { Ability } from '../keywords/ability';
import type { CardEffect, Condition } from './effect-types';
import { tribeList } from './phrases';

/** "On an opponent's turn, Tangath Toborn has:", "On your turn, other Creatures you control have an additional:". */
const HEADER = /^On (an opponent's|your) turn, (.+?) (has|have)( an additional)?:$/i;
/** A line under it: ""Fire 5" while you control an UnderWorld Creature", "25 in all Disciplines while you control …;". */
const UNDER = /^(.+?) while (.+?);?$/i;

/** A line that is all reminder text: "(Players control any Battlegear equipped to Creatures they control.)". */
const REMINDER = /^\([^()]+\)\.?$/;

/** Gorram: "While your general discard pile has:" then "An OverWorld Creature Card, your Creatures have "Water 5."". */
const PILE_HEADER = /^While your general discard pile has:$/i;
const PILE_LINE = /^An? (OverWorld|UnderWorld|Mipedian|Danian|M'arrillian) Creature Card, (.+?)\.?$/i;

/** Each line under "While your general discard pile has:": its effect while the pile holds such a creature card (CR 4.1.6). */
function pileLines(abilities: readonly Ability[], from: number, read: (a: Ability) => CardEffect): CardEffect[] {
  const out: CardEffect[] = [];
  for (let j = from; j < abilities.length; j++) {
    const line = abilities[j];
    const m = line.kind === 'text' ? PILE_LINE.exec(line.text.trim()) : null;
    const tribes = m ? tribeList(m[1]) : null;
    if (!m || !tribes || line.kind !== 'text') break;
    const effect = read({ kind: 'text', text: m[2] });
    const holds: Condition = { kind: 'count-at-least', count: { of: 'creature-cards-in-discard', players: 'you', tribes }, x: 1 };
    out.push(effect.kind === 'automated' && effect.timing.kind === 'static' ? { ...effect, conditions: [holds, ...effect.conditions], text: line.text } : { kind: 'attested', text: line.text });
  }
  return out;
}

/**
 * A heading line and the lines it governs, printed as separate lines (the keyword layer hands
 * each over alone): each line under the heading is read as the whole sentence it completes
 * ("On an opponent's turn, while you control an UnderWorld Creature, Tangath Toborn has
 * "Fire 5""), with the turn as a condition (CR 6.1). The heading itself changes nothing
 * beyond what the lines under it do: it is automated with no steps of its own when every
 * line under it is. Other abilities are read by `read`, one for one.
 */
export function headedEffects(abilities: readonly Ability[], card: Card, read: (a: Ability) => CardEffect): CardEffect[] {
  const out: CardEffect[] = [];
  for (let i = 0; i < abilities.length; i++) {
    const a = abilities[i];
    if (a.kind === 'text' && REMINDER.test(a.text.trim())) {
      // Reminder text explains a rule; it is not an ability of its own.
      out.push({ kind: 'automated', timing: { kind: 'static' }, conditions: [], steps: [], text: a.text });
      continue;
    }
    const pile = a.kind === 'text' && PILE_HEADER.test(a.text.trim());
    if (pile) {
      const lines = pileLines(abilities, i + 1, read);
      out.push(lines.length > 0 && lines.every((e) => e.kind === 'automated') ? { kind: 'automated', timing: { kind: 'static' }, conditions: [], steps: [], text: (a as { text: string }).text } : { kind: 'attested', text: (a as { text: string }).text });
      out.push(...lines);
      i += lines.length;
      continue;
    }
    const header = a.kind === 'text' ? HEADER.exec(a.text.trim()) : null;
    if (!header || a.kind !== 'text') {
      out.push(read(a));
      continue;
    }
    const turn: Condition = { kind: 'turn', whose: /^your$/i.test(header[1]) ? 'yours' : 'opponent' };
    const lines: CardEffect[] = [];
    for (let j = i + 1; j < abilities.length; j++) {
      const line = abilities[j];
      const under = line.kind === 'text' ? UNDER.exec(line.text.trim()) : null;
      if (!under || line.kind !== 'text') break;
      const more = header[4] && !under[1].startsWith('"') ? ' an additional' : '';
      const read1 = read({ kind: 'text', text: `While ${under[2]}, ${header[2]} ${header[3]}${more} ${under[1]}` });
      const ok = read1.kind === 'automated' && read1.timing.kind === 'static';
      lines.push(ok ? { ...read1, conditions: [turn, ...read1.conditions], text: line.text } : { kind: 'attested', text: line.text });
    }
    const whole = lines.length > 0 && lines.every((e) => e.kind === 'automated');
    out.push(whole ? { kind: 'automated', timing: { kind: 'static' }, conditions: [turn], steps: [], text: a.text } : { kind: 'attested', text: a.text });
    out.push(...lines);
    i += lines.length;
  }
  return out;
}
