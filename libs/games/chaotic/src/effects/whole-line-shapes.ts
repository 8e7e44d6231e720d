// Printed lines read whole, whose sentences mean nothing apart (Grantkae's Stance, Double Edge).
import type { Card } from '../cards/card';
import { parseAbilities } from '../keywords/parse-abilities';
import type { CardEffect } from './effect-types';

const HEADER = /^If you control:$/i;
const ITEM = /^(An?) ((?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian) Creature), (.+?)\.?$/;

/**
 * Grantkae's Stance prints "If you control:" on a line of its own and one line per tribe
 * ("An OverWorld Creature, gain 10 Energy"); the keyword layer hands each line over alone. The
 * header does nothing by itself; each item reads as "If you control an OverWorld Creature, …".
 */
export function ifYouControlLine(text: string, card: Card, read: (text: string) => CardEffect): CardEffect | null {
  if (card.type !== 'Attack' || !(card.text ?? '').split('\n').some((l) => HEADER.test(l.trim()))) return null;
  if (HEADER.test(text.trim())) return { kind: 'automated', timing: { kind: 'on-resolve' }, conditions: [], steps: [], text };
  const m = ITEM.exec(text.trim());
  if (!m) return null;
  const effect = read(`If you control ${m[1].toLowerCase()} ${m[2]}, ${m[3]}`);
  return effect.kind === 'automated' ? { ...effect, text } : { kind: 'attested', text };
}

const DOUBLE_EDGE = /^At the beginning of combat, choose "Fire (\d+)," "Air \1," "Earth \1" or "Water \1\." Equipped Creature gains the chosen ability and "([^"]+)\."$/;

/**
 * Double Edge: "At the beginning of combat, choose "Fire 5," "Air 5," "Earth 5" or "Water 5."
 * Equipped Creature gains the chosen ability and "Recklessness 5."" — two sentences, the first
 * with no subject: the choice is of an element whose "Element 5" the creature gains (not the type).
 */
export function chosenElementAbilityLine(text: string, card: Card): CardEffect | null {
  const m = DOUBLE_EDGE.exec(text.trim());
  if (!m || card.type !== 'Battlegear') return null;
  const parsed = parseAbilities(m[2]).abilities;
  if (parsed.length !== 1 || parsed[0].kind === 'text' || parsed[0].kind === 'activated') return null;
  const to = { select: 'equipped' } as const;
  return {
    kind: 'automated',
    timing: { kind: 'triggered', event: 'beginning-of-combat' },
    conditions: [],
    steps: [
      { verb: 'choose-element', params: { gain: true, to, duration: 'end-of-turn', value: Number(m[1]), abilityOnly: true } },
      { verb: 'grant-ability', params: { ability: parsed[0], to, duration: 'end-of-turn' } },
    ],
    text,
  };
}
