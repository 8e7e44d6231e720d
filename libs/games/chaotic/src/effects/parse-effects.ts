import type { Card, Discipline } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { AutomatedEffect, CardEffect, Condition, Duration, Subject, Timing, TriggerEvent } from './effect-types';
import { elementList, tribeList } from './phrases';
import { readClause, type SentenceState } from './sentence-templates';
import type { VerbCall } from './verb-calls';
import { CONTINUOUS_VERBS } from './verbs';

const TRIGGERS: readonly [RegExp, TriggerEvent][] = [
  [/^At the beginning of combat, /i, 'beginning-of-combat'],
  [/^When equipped Creature becomes engaged, /i, 'equipped-becomes-engaged'],
  [/^When this becomes the active Location, /i, 'becomes-active-location'],
];
const ATTACK_CHECK = /^(Challenge|Stat Check|Stat Fail) (Courage|Power|Wisdom|Speed|Mugic counters) (\d+)$/i;
const ELEMENTS = /^(?:Fire|Air|Earth|Water)$/;

/** Sentences of a line: split at ". " outside quotes; reminder text in parentheses dropped. */
export function sentences(line: string): string[] {
  const text = line.replace(/\s*\([^)]*\)/g, '').trim();
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    const closesQuotedSentence = ch === '"' && !quoted && text[i - 1] === '.' && text[i + 1] === ' ';
    if (closesQuotedSentence) {
      out.push(`${current}"`.trim());
      current = '';
    } else if (ch === '.' && !quoted && (i === text.length - 1 || text[i + 1] === ' ')) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out.filter((s) => s.length > 0);
}

/** A sentence's clauses: "Deal 10 damage and heal 10 damage", "…, then gain 5 Energy". */
function clauses(sentence: string): string[] {
  return sentence.split(/(?:,\s*(?:then\s+|and\s+)?|\s+(?:and|then)\s+)(?=(?:deal|heal|gain|lose|draw|discard|remove)\b|put (?!them back)|it (?:gains|loses) )/);
}

/** "Challenge Courage 15, Stat Check Power 50:" / "Fire, Air:" before an attack's effect. */
function attackConditions(head: string): Condition[] | null {
  const parts = head.split(/,\s*/);
  const elements = elementList(head);
  if (parts.every((p) => ELEMENTS.test(p)) && elements) return [{ kind: 'has-elements', who: { select: 'your-engaged' }, elements }];
  const out: Condition[] = [];
  for (const p of parts) {
    const m = ATTACK_CHECK.exec(p.trim());
    if (!m) return null;
    const stat = m[2].toLowerCase() === 'mugic counters' ? 'mugic-counters' : (m[2].toLowerCase() as Discipline);
    const x = Number(m[3]);
    if (m[1].toLowerCase() === 'challenge') out.push({ kind: 'challenge', stat, x });
    else if (stat === 'mugic-counters') return null;
    else out.push({ kind: m[1].toLowerCase() === 'stat check' ? 'stat-check' : 'stat-fail', stat, x });
  }
  return out;
}

/** Conditions printed at the front of a sentence; returns the rest of the sentence. */
function leadingConditions(text: string, card: Card, conditions: Condition[]): string | null {
  const colon = /^([^:"]+):\s*(.+)$/.exec(text);
  if (card.type === 'Attack' && colon) {
    const found = attackConditions(colon[1]);
    if (!found) return null;
    conditions.push(...found);
    return colon[2];
  }
  const gearCheck = /^Stat Check (Courage|Power|Wisdom|Speed) (\d+):\s*(Equipped Creature has .+)$/i.exec(text);
  if (card.type === 'Battlegear' && gearCheck) {
    conditions.push({ kind: 'stat-at-least', who: { select: 'equipped' }, stat: gearCheck[1].toLowerCase() as Discipline, x: Number(gearCheck[2]) });
    return gearCheck[3];
  }
  const tribe = /^Equipped ((?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)(?: or (?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian))*) Creature (has|gains) (.+)$/i.exec(text);
  if (tribe) {
    conditions.push({ kind: 'is-tribe', who: { select: 'equipped' }, tribes: tribeList(tribe[1]) ?? [] });
    return `Equipped Creature ${tribe[2]} ${tribe[3]}`;
  }
  const atLeast = /^If equipped Creature has at least (\d+) (Courage|Power|Wisdom|Speed|Energy), it (.+)$/i.exec(text);
  if (atLeast) {
    conditions.push({ kind: 'stat-at-least', who: { select: 'equipped' }, stat: atLeast[2].toLowerCase() as Discipline, x: Number(atLeast[1]) });
    return `Equipped Creature ${atLeast[3]}`;
  }
  const reckless = /^If (your|the opposing) engaged Creature has Recklessness, (deal \d+ damage)$/i.exec(text);
  if (reckless && card.type === 'Attack') {
    const who = /^your$/i.test(reckless[1]) ? ({ select: 'your-engaged' } as const) : ({ select: 'opposing-engaged' } as const);
    conditions.push({ kind: 'has-ability', who, ability: 'recklessness' });
    return reckless[2];
  }
  const hasElement = /^If (your|the opposing) engaged Creature has (Fire|Air|Earth|Water), (.+)$/i.exec(text);
  if (hasElement && card.type === 'Attack') {
    const who = /^your$/i.test(hasElement[1]) ? ({ select: 'your-engaged' } as const) : ({ select: 'opposing-engaged' } as const);
    conditions.push({ kind: 'has-elements', who, elements: elementList(hasElement[2]) ?? [] });
    return hasElement[3];
  }
  return text;
}

/** "Look at the top two … Put one of them on top of that deck and the other on the bottom": one look. */
function arrangeLook(steps: VerbCall[], sentence: string): boolean {
  const last = steps[steps.length - 1];
  if (last?.verb !== 'look-at-deck') return false;
  if (!/^Put one of them on top of that deck and the (?:other|others|other two) on the bottom(?: in any order)?$/i.test(sentence)) return false;
  steps[steps.length - 1] = { verb: 'look-at-deck', params: { ...last.params, arrangement: 'one-top-rest-bottom' } };
  return true;
}

/** Reads printed effect text with a known timing; null when any sentence is not a registry template. */
export function readEffect(text: string, card: Card, timing: Timing, it?: Subject): AutomatedEffect | null {
  let body = text.trim().replace(/\.$/, '');
  let duration: Duration = timing.kind === 'static' ? 'while-in-play' : 'end-of-turn';
  if (/ until the end of combat$/i.test(body)) {
    body = body.replace(/ until the end of combat$/i, '');
    duration = 'end-of-combat';
  }
  const compared = /^if an engaged Creature has (higher|lower) (Courage|Power|Wisdom|Speed|Energy) than the opposing engaged Creature, (.+)$/i.exec(body);
  if (compared && !it) {
    const relation = compared[1].toLowerCase() as 'higher' | 'lower';
    it = { select: 'all', filter: { engaged: true, comparedToOpponent: { stat: compared[2].toLowerCase() as Stat, relation } } };
    body = compared[3];
  }
  const state: SentenceState = { cardName: card.name, cardType: card.type, targets: 0, duration, ...(it ? { last: it } : {}) };
  const conditions: Condition[] = [];
  const steps: VerbCall[] = [];
  for (const sentence of sentences(body)) {
    if (arrangeLook(steps, sentence)) continue;
    const rest = leadingConditions(sentence, card, conditions);
    if (rest === null) return null;
    for (const clause of clauses(rest)) {
      const calls = readClause(clause, state);
      if (!calls) return null;
      steps.push(...calls);
    }
  }
  if (steps.length === 0) return null;
  // CR 8.9.2: innate text only makes lasting changes; a one-shot verb there is not read.
  if (timing.kind === 'static' && !steps.every((s) => CONTINUOUS_VERBS.has(s.verb))) return null;
  return { kind: 'automated', timing, conditions, steps, text: text.trim() };
}

/** One printed line that the keyword layer left as text. */
function readLine(text: string, card: Card): CardEffect {
  if (card.type === 'Battlegear' && /^(?:This Battlegear begins the game face-up|Reveal this Battlegear at (?:the )?beginning of (?:the )?game)\.?$/i.test(text)) {
    // CR 4.2.3: revealed at game start.
    return { kind: 'automated', timing: { kind: 'triggered', event: 'game-start' }, conditions: [], steps: [{ verb: 'flip-battlegear', params: { of: { select: 'equipped' }, face: 'up' } }], text };
  }
  for (const [re, event] of TRIGGERS) {
    if (!re.test(text)) continue;
    const it: Subject | undefined = event === 'equipped-becomes-engaged' ? { select: 'equipped' } : undefined;
    const read = readEffect(text.replace(re, ''), card, { kind: 'triggered', event }, it);
    return read ? { ...read, text } : { kind: 'attested', text };
  }
  const oneShot = card.type === 'Attack' || card.type === 'Mugic';
  return readEffect(text, card, oneShot ? { kind: 'on-resolve' } : { kind: 'static' }) ?? { kind: 'attested', text };
}

const ONCE_PER_TURN = /^(?:This ability can only be used|Use this ability only) once per turn$/i;

/** An activated ability: automated when every printed effect is a keyword-layer verb or a template. */
function readActivated(ability: Extract<Ability, { kind: 'activated' }>, card: Card, printed: string): CardEffect {
  const texts: string[] = [];
  const steps: VerbCall[] = [];
  let oncePerTurn = false;
  for (const e of ability.effects) {
    if (e.kind === 'heal' || e.kind === 'infect' || e.kind === 'activate-hive') texts.push(effectText(e));
    else if (e.kind === 'text' && ONCE_PER_TURN.test(e.text)) oncePerTurn = true;
    else if (e.kind === 'text') texts.push(e.text);
    else return { kind: 'attested', text: printed };
  }
  const timing: Timing = { kind: 'activated', cost: ability.cost, ...(oncePerTurn ? { oncePerTurn } : {}) };
  const read = readEffect(texts.join('. '), card, timing);
  if (!read) return { kind: 'attested', text: printed };
  steps.push(...read.steps);
  return { ...read, text: printed };
}

/** The effect layer's reading of a card's parsed abilities (its Brainwashed text included, CR 9.2). */
export function cardEffects(card: Card): CardEffect[] {
  const abilities = [...(card.abilities ?? []), ...(card.type === 'Creature' ? (card.brainwashedAbilities ?? []) : [])];
  return abilities.map((a) => abilityEffect(a, card));
}

export function abilityEffect(ability: Ability, card: Card): CardEffect {
  if (ability.kind === 'text') return readLine(ability.text, card);
  if (ability.kind === 'activated') return readActivated(ability, card, describeActivated(ability));
  const inner = 'ability' in ability ? ability.ability : undefined;
  if (ability.kind === 'hive' && inner?.kind === 'text') {
    const text = `Hive: ${inner.text}`;
    const read = readLine(inner.text, card);
    return read.kind === 'automated' ? { ...read, conditions: [{ kind: 'hive-active' }, ...read.conditions], text } : { kind: 'attested', text };
  }
  if (inner && inner.kind === 'text') return { kind: 'attested', text: `${ability.kind}: ${inner.text}` };
  return { kind: 'keyword', ability };
}

function describeActivated(a: Extract<Ability, { kind: 'activated' }>): string {
  const cost = ['{{MC}}'.repeat(a.cost.mugicCounters), ...a.cost.other].filter((c) => c).join(', ');
  const effects = a.effects.map(effectText).join('. ');
  return `${cost}: ${effects}`;
}

/** The keyword layer's typed activated effects, printed back as the card says them. */
function effectText(e: Ability): string {
  if (e.kind === 'heal') return `Heal ${e.x} damage to ${e.target}`;
  if (e.kind === 'infect') return `Infect ${e.target}`;
  if (e.kind === 'activate-hive') return 'Activate Hive';
  return e.kind === 'text' ? e.text : e.kind;
}
