import type { Card } from '../cards/card';
import type { Ability } from '../keywords/ability';
import { parseAbilities } from '../keywords/parse-abilities';
import type { AutomatedEffect, CardEffect, Condition, Subject, Timing, TriggerEvent } from './effect-types';
import { readCondition } from './read-conditions';
import { elementList } from './phrases';
import { readEffectText, sentences } from './read-effect';
import { chosenElementAbilityLine, ifYouControlLine } from './whole-line-shapes';
import { readLocationLine, readLocationTrigger } from './location-lines';
import { mugicCostLine } from './mugic-cost-lines';
import { headedEffects } from './headed-lines';
import { readCombatTrigger } from './combat-trigger-lines';
import { readSelfSacrificeCheck } from './state-checks-creaturea';
import { readStateTrigger } from './state-trigger-phrases';
import type { VerbCall } from './verb-calls';
import { readModes } from './read-modes';
import { isModalText } from '../keywords/modal-lines';

export { sentences } from './read-effect';

const TRIGGERS: readonly [RegExp, TriggerEvent][] = [
  [/^At the beginning of combat, /i, 'beginning-of-combat'],
  [/^When equipped Creature becomes engaged, /i, 'equipped-becomes-engaged'],
  [/^When this becomes the active Location, /i, 'becomes-active-location'],
  [/^When equipped Creature deals (?:Fire|Air|Earth|Water) damage, /i, 'equipped-deals-element-damage'],
  [/^When a Creature deals (?:Fire|Air|Earth|Water) damage, /i, 'creature-deals-element-damage'],
  [/^When equipped Creature is dealt attack damage, /i, 'equipped-dealt-attack-damage'],
];
/** Reads printed effect text with a known timing; null when any sentence is not a registry template. */
export function readEffect(text: string, card: Card, timing: Timing, it?: Subject): AutomatedEffect | null {
  // Text granted to attacks is read as the attack text it becomes (its conditions are an attack's);
  // text granted to a creature as printed on that creature: a subjectless "Gain 50 Wisdom" is its own.
  const readQuoted = (quoted: string, asAttack: boolean) => readQuotedAbility(quoted, { ...card, type: asAttack ? 'Attack' : 'Creature', name: asAttack ? card.name : '' } as Card);
  // Lines whose sentences only make sense together (a coin flip and its outcomes, "If they do" for each player).
  const whole = readLocationLine(text, card, timing, (t) => {
    const read = readEffectText(t, card, timing, readQuoted, it);
    return read && read.conditions.length === 0 ? read.steps : null;
  });
  return whole ?? readEffectText(text, card, timing, readQuoted, it);
}

/**
 * CR 8.4.2: "The caster pays 2 less mugic counters to play this Mugic if an engaged creature you
 * control won Initiative this turn" — the Mugic's own cost, read (with its condition) as it is
 * played: innate text of the Mugic, never resolved.
 */
function readOwnMugicCost(text: string, card: Card): CardEffect | null {
  const m = /^The caster pays (\d+) less mugic counters? to play this Mugic if (.+?)\.?$/i.exec(text);
  if (!m || card.type !== 'Mugic') return null;
  const condition = readCondition(m[2], card);
  if (!condition) return { kind: 'attested', text };
  return { kind: 'automated', timing: { kind: 'static' }, conditions: [condition], steps: [{ verb: 'modify-this-mugic-cost', params: { delta: -Number(m[1]) } }], text };
}

/** One printed line that the keyword layer left as text. */
function readLine(text: string, card: Card): CardEffect {
  const controlled = ifYouControlLine(text, card, (t) => readLine(t, card)) ?? chosenElementAbilityLine(text, card);
  if (controlled) return controlled;
  if (card.type === 'Battlegear' && /^(?:This Battlegear begins the game face-up|Reveal this Battlegear at (?:the )?beginning of (?:the )?game)\.?$/i.test(text)) {
    // CR 4.2.3: revealed at game start.
    return { kind: 'automated', timing: { kind: 'triggered', event: 'game-start' }, conditions: [], steps: [{ verb: 'flip-battlegear', params: { of: { select: 'equipped' }, face: 'up' } }], text };
  }
  const ownCost = readOwnMugicCost(text, card);
  if (ownCost) return ownCost;
  const state = readStateTrigger(text, card);
  if (state) {
    const read = readEffect(state.rest, card, state.timing, state.it);
    return read ? { ...read, conditions: [...(state.conditions ?? []), ...read.conditions], text } : { kind: 'attested', text };
  }
  for (const [re, event] of TRIGGERS) {
    // Granted to a creature ("Equipped Creature has "When equipped Creature becomes engaged, …""), it is the creature's own trigger (templates-trigcombat).
    if (!re.test(text) || (event === 'equipped-becomes-engaged' && card.type === 'Creature')) continue;
    const it: Subject | undefined = event.startsWith('equipped-') ? { select: 'equipped' } : event.startsWith('creature-') ? { select: 'trigger-creature' } : undefined;
    const element = event.endsWith('deals-element-damage') ? elementList(/deals (\w+) damage/i.exec(text)?.[1] ?? '')?.[0] : undefined;
    const read = readEffect(text.replace(re, ''), card, { kind: 'triggered', event, ...(element ? { element } : {}) }, it);
    return read ? { ...read, text } : { kind: 'attested', text };
  }
  const sacrificed = readSelfSacrificeCheck(text, card);
  if (sacrificed) return sacrificed;
  const site = readLocationTrigger(text, card, readEffect);
  if (site) return site;
  const combat = readCombatTrigger(text, card, readEffect);
  if (combat) return combat;
  const counted = /^(\d+)\{\{MC\}\}: (.+)$/.exec(text) ?? mugicCostLine(text, card);
  if (counted) {
    // "10{{MC}}: …": a Mugic counter cost written as a number (CR 8.4.4), left as text by the keyword layer.
    const activated: Extract<Ability, { kind: 'activated' }> = { kind: 'activated', cost: { mugicCounters: Number(counted[1]), other: [] }, effects: sentences(counted[2]).map((t) => ({ kind: 'text', text: t })) };
    const read = readActivated(activated, card, text);
    return read.kind === 'automated' ? { ...read, text } : { kind: 'attested', text };
  }
  // "Deal 15 damage to Kamangareth while engaged:" — the cost may only be paid while it is engaged.
  const damageCost = /^(Deal \d+ damage to (.+?)(?: while engaged)?): (.+)$/i.exec(text);
  if (damageCost && damageCost[2] === card.name) {
    // A cost the keyword layer leaves in the text (CR 8.4.4): the creature deals itself damage.
    const activated: Extract<Ability, { kind: 'activated' }> = { kind: 'activated', cost: { mugicCounters: 0, other: [damageCost[1]] }, effects: sentences(damageCost[3]).map((t) => ({ kind: 'text', text: t })) };
    const read = readActivated(activated, card, text);
    return read.kind === 'automated' ? { ...read, text } : { kind: 'attested', text };
  }
  const hiveCost = /^((?:\{\{MC\}\})*)(?:, )?(Deactivate Hive): (.+)$/.exec(text);
  if (hiveCost && card.type === 'Creature') {
    // "{{MC}}, Deactivate Hive:" — a cost the keyword layer leaves as text (CR 8.4.4; glossary Hive).
    const activated: Extract<Ability, { kind: 'activated' }> = { kind: 'activated', cost: { mugicCounters: hiveCost[1].length / '{{MC}}'.length, other: [hiveCost[2]] }, effects: sentences(hiveCost[3]).map((t) => ({ kind: 'text', text: t })) };
    const read = readActivated(activated, card, text);
    return read.kind === 'automated' ? { ...read, text } : { kind: 'attested', text };
  }
  const oneShot = card.type === 'Attack' || card.type === 'Mugic';
  if (card.type === 'Mugic' && isModalText(text)) return readModes(text, (mode) => readEffect(mode, card, { kind: 'on-resolve' })) ?? { kind: 'attested', text };
  return readEffect(text, card, oneShot ? { kind: 'on-resolve' } : { kind: 'static' }) ?? { kind: 'attested', text };
}

/** A quoted ability granted by another card's text, read as the keyword layer and this layer read a printed line. */
function readQuotedAbility(quoted: string, card: Card): AutomatedEffect | null {
  const parsed = parseAbilities(quoted.replace(/\.$/, '')).abilities;
  if (parsed.length !== 1) return null;
  const effect = abilityEffect(parsed[0], card);
  return effect.kind === 'automated' ? effect : null;
}

// "Use only once per turn" (Tomugar) says the same.
const ONCE_PER_TURN = /^(?:This ability can only be used|Use this ability only|Use only) once per turn$/i;
const PLAY_ONLY_WHILE = /^Play this ability only while (.+)$/i;

/** An activated ability: automated when every printed effect is a keyword-layer verb or a template. */
function readActivated(ability: Extract<Ability, { kind: 'activated' }>, card: Card, printed: string): CardEffect {
  const texts: string[] = [];
  const steps: VerbCall[] = [];
  let oncePerTurn = false;
  const onlyWhile: Condition[] = [];
  for (const e of ability.effects) {
    if (e.kind === 'heal' || e.kind === 'infect' || e.kind === 'activate-hive') texts.push(effectText(e));
    else if (e.kind !== 'text') return { kind: 'attested', text: printed };
    else {
      for (const sentence of sentences(e.text)) {
        const restriction = PLAY_ONLY_WHILE.exec(sentence);
        const condition = restriction ? readCondition(restriction[1], card) : null;
        if (ONCE_PER_TURN.test(sentence)) oncePerTurn = true;
        else if (restriction && !condition) return { kind: 'attested', text: printed };
        else if (condition) onlyWhile.push(condition);
        else texts.push(sentence);
      }
    }
  }
  // CR 8.4.4: when the ability may be played is part of it, checked before it is played.
  const timing: Timing = { kind: 'activated', cost: ability.cost, ...(oncePerTurn ? { oncePerTurn } : {}), ...(onlyWhile.length > 0 ? { onlyWhile } : {}) };
  const read = readEffect(texts.join('. '), card, timing);
  if (!read) return { kind: 'attested', text: printed };
  steps.push(...read.steps);
  return { ...read, text: printed };
}

/** The effect layer's reading of a card's parsed abilities (its Brainwashed text included, CR 9.2). */
export function cardEffects(card: Card): CardEffect[] {
  return [...abilityEffects(card.abilities ?? [], card), ...(card.type === 'Creature' ? abilityEffects(card.brainwashedAbilities ?? [], card) : [])];
}

/** One text box's abilities, one effect each; a heading line ending in ":" is read with the lines under it. */
export function abilityEffects(abilities: readonly Ability[], card: Card): CardEffect[] {
  return headedEffects(abilities, card, (a) => abilityEffect(a, card));
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
  if (ability.kind === 'mirage' && inner?.kind === 'text' && card.type === 'Location') {
    // CR 9.3.5: Mirage text about "Creatures in this space": innate, or at the beginning of combat (other Mirage triggers are not modelled yet).
    const text = `mirage: ${inner.text}`;
    const read = readLine(inner.text, card);
    const modelled = read.kind === 'automated' && (read.timing.kind === 'static' || (read.timing.kind === 'triggered' && read.timing.event === 'beginning-of-combat'));
    return modelled ? { ...read, text, mirage: true } : { kind: 'attested', text };
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
