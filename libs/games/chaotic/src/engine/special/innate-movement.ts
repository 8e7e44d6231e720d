import type { CardEffects } from '../card-effects';
import { perCard } from '../card-facts';
import type { EngineContext } from '../context';
import type { GearState } from '../masters-state';
import type { ChaoticState } from '../types';
import { type DiscardPile, removalsSoFar } from '../discard-pile';

/**
 * Replay speed: whether the innate layer (`collectStatics`) can hold anything `reachable` reads
 * for a creature: a ban on moving ("cannot move", "cannot move into unoccupied spaces", "cannot
 * end their move in …"), a rule change ("can move as if adjacent", a removed ability) or a
 * granted Swift or Range. When it cannot, the path search needs the layer not at all.
 *
 * Correct by construction: the layer is the innate text of the creatures in play and their
 * battlegear, the creature cards of the general discard piles, the active Location and the
 * Mirage, applied by the verbs of that text. A card counts as harmless only when every verb
 * anywhere in its static text (both text boxes) is one of `HARMLESS`, each of which writes
 * only stat, element, damage and other rule changes, grants the ability it names, or bans the
 * action it names; and no Swift or Range and no movement ban appears anywhere in that text.
 * A grant "to itself" or "to the equipped creature" reaches only the creature whose text or
 * battlegear it is (the layer applies text with that creature as source; other text has
 * none), so a card whose only such part is that grant touches the moves of its bearer alone.
 */
const HARMLESS: ReadonlySet<string> = new Set([
  'modify-stat', 'gain-element', 'lose-element', 'grant-ability', 'prohibit', 'modify-attack-damage', 'modify-attack-damage-by',
  'modify-recklessness-damage', 'modify-first-attack-damage', 'modify-first-attack-damage-to', 'deal-damage', 'heal',
  'allow-mugic-tribes', 'set-mugic-damage', 'modify-healing', 'modify-mugic-cost',
]);

const MOVEMENT_BANS: ReadonlySet<string> = new Set(['move', 'move-to-unoccupied', 'end-move-in-space']);

/** Subjects that name the text's source only: the creature itself, or the one wearing the battlegear. */
const BEARER: ReadonlySet<unknown> = new Set(['self', 'equipped']);

/** Whether any verb call is under `value`. */
function hasVerb(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasVerb);
  const o = value as Record<string, unknown>;
  if (typeof o.verb === 'string') return true;
  for (const k in o) if (hasVerb(o[k])) return true;
  return false;
}

/**
 * Whether anything under `value` may put into the layer what a path search reads; with
 * `othersOnly`, for creatures other than the text's bearer (grants to the bearer are passed over).
 */
function touchesMovement(value: unknown, othersOnly: boolean): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => touchesMovement(v, othersOnly));
  const o = value as Record<string, unknown>;
  if (typeof o.verb === 'string') {
    if (!HARMLESS.has(o.verb)) return true;
    const params = o.params as { action?: unknown; to?: { select?: unknown }; ability?: unknown } | undefined;
    if (o.verb === 'prohibit' && (typeof params?.action !== 'string' || MOVEMENT_BANS.has(params.action))) return true;
    if (othersOnly && o.verb === 'grant-ability' && params && BEARER.has(params.to?.select)) {
      if (hasVerb(params.ability)) return true;
      for (const k in params) if (k !== 'ability' && touchesMovement((params as Record<string, unknown>)[k], othersOnly)) return true;
      return false;
    }
  }
  if (o.kind === 'swift' || o.kind === 'range') return true;
  for (const k in o) if (touchesMovement(o[k], othersOnly)) return true;
  return false;
}

const staticText = (effects: CardEffects) => [...effects.normal, ...effects.brainwashed].filter((e) => e.kind === 'automated' && e.timing.kind === 'static');
const movesAny = (effects: CardEffects): boolean => staticText(effects).some((e) => touchesMovement(e, false));
const movesOthers = (effects: CardEffects): boolean => staticText(effects).some((e) => touchesMovement(e, true));

/** What a card's innate text may do to moving, as bits (one memo per card; replay speed: one lookup for all three). */
const MOVES_ANY = 1;
const MOVES_OTHERS = 2;
const MOVES_FROM_DISCARD = 4;

/**
 * `MOVES_ANY`: its text may change how some creature moves, its bearer's included. `MOVES_OTHERS`: it
 * may for creatures other than its bearer. `MOVES_FROM_DISCARD`: that, and it is a creature card, the
 * only kind whose text a general discard pile lends the layer (`discardStatics`), with no bearer.
 */
const movementFacts = perCard((ctx: EngineContext, card: string): number => {
  const effects = ctx.effects(card);
  const others = movesOthers(effects);
  return (movesAny(effects) ? MOVES_ANY : 0) | (others ? MOVES_OTHERS : 0) | (others && ctx.cards.byId(card)?.type === 'Creature' ? MOVES_FROM_DISCARD : 0);
});

/** 1 when `facts` have `bit`, else 0: what a source adds to `Seen.others`. */
const one = (facts: number, bit: number): number => ((facts & bit) !== 0 ? 1 : 0);

/** Battlegear text is in force only face up and not disarmed (`gearEffects`). */
const activeGear = (gear: GearState | null): string | null => (gear !== null && gear.faceUp && !gear.disarmed ? gear.card : null);

/**
 * The layer's sources as last seen for a state (a copy of each, with its facts), and how many of
 * them have text that may touch the moves of creatures other than its bearer. Each call brings the
 * copy in step with the state, looking up only the places that changed (a turn changes a few).
 * Kept per state object in the engine's caches (`EngineCaches.movement`: a replay mutates one
 * state in place; a copy starts afresh).
 */
export interface Seen {
  readonly ctx: EngineContext;
  /** Per creature its card while in play and its active battlegear, then the Location and the Mirage. */
  readonly sources: (string | null)[];
  /** Per source its `movementFacts` (0 for none). */
  readonly facts: number[];
  readonly piles: [Pile, Pile];
  /** `removalsSoFar()` when both piles were last read (discard-pile.ts). */
  removals: number;
  /** Sources whose text may touch the moves of creatures other than its bearer. */
  others: number;
}

/** A general discard pile as last seen, with each card's `movementFacts`, and the pile object read. */
interface Pile {
  readonly cards: string[];
  readonly facts: number[];
  object: DiscardPile | null;
}

function sync(seen: Seen, at: number, card: string | null): void {
  if (seen.sources[at] === card) return;
  const facts = card === null ? 0 : movementFacts(seen.ctx, card);
  seen.others += one(facts, MOVES_OTHERS) - one(seen.facts[at], MOVES_OTHERS);
  seen.sources[at] = card;
  seen.facts[at] = facts;
}

function syncPile(seen: Seen, copy: Pile, pile: DiscardPile, removals: number): void {
  const { cards, facts } = copy;
  // Replay speed: the same pile with no card taken out of any pile since only grew (discard-pile.ts): read the new cards alone.
  const from = pile === copy.object && removals === seen.removals ? cards.length : 0;
  copy.object = pile;
  for (let k = from; k < pile.length; k++) {
    const card = pile[k];
    if (cards[k] === card) continue;
    const now = movementFacts(seen.ctx, card);
    // Past the copy's end `facts[k]` is undefined: nothing counted there.
    seen.others += one(now, MOVES_FROM_DISCARD) - one(facts[k] ?? 0, MOVES_FROM_DISCARD);
    cards[k] = card;
    facts[k] = now;
  }
  if (cards.length === pile.length) return;
  for (let k = pile.length; k < cards.length; k++) seen.others -= one(facts[k], MOVES_FROM_DISCARD);
  cards.length = pile.length;
  facts.length = pile.length;
}

/** True when no innate text in force can ban, widen or narrow a move of `uid` (see above): `reachable` may skip the layer. */
export function movementWithoutLayer(state: ChaoticState, ctx: EngineContext, uid: number): boolean {
  const m = state.masters!;
  const creatures = state.creatures;
  const seenFor = ctx.caches.movement;
  let seen = seenFor.get(state);
  if (seen === undefined || seen.sources.length !== 2 * creatures.length + 2) {
    const n = 2 * creatures.length + 2;
    seen = { ctx, sources: new Array<string | null>(n).fill(null), facts: new Array<number>(n).fill(0), piles: [{ cards: [], facts: [], object: null }, { cards: [], facts: [], object: null }], removals: -1, others: 0 };
    seenFor.set(state, seen);
  }
  for (let i = 0; i < creatures.length; i++) {
    const c = creatures[i];
    sync(seen, 2 * i, c.space === null ? null : c.card);
    sync(seen, 2 * i + 1, activeGear(m.gear[i]));
  }
  sync(seen, 2 * creatures.length, state.activeLocation?.card ?? null);
  sync(seen, 2 * creatures.length + 1, m.mirage?.card ?? null);
  const removals = removalsSoFar();
  syncPile(seen, seen.piles[0], state.zones[0].generalDiscard, removals);
  syncPile(seen, seen.piles[1], state.zones[1].generalDiscard, removals);
  seen.removals = removals;
  return seen.others === 0 && ((seen.facts[2 * uid] | seen.facts[2 * uid + 1]) & MOVES_ANY) === 0;
}
