import type { CardEffects } from '../card-effects';
import { cardFact } from '../card-facts';
import { EngineContext } from '../context';
import type { GearState } from '../masters-state';
import { ChaoticState } from '../types';
import { LastUsedMap } from '../last-used-map';

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

/** Whether this card's innate text may change how some creature moves (memoised per card). */
const movesSome = (ctx: EngineContext, card: string): boolean => cardFact(ctx, card, movesAny);

/** Whether it may for creatures other than its bearer (memoised per card). */
const movesOtherThanBearer = (ctx: EngineContext, card: string): boolean => cardFact(ctx, card, movesOthers);

/** Battlegear text is in force only face up and not disarmed (`gearEffects`). */
const activeGear = (gear: GearState | null): string | null => (gear !== null && gear.faceUp && !gear.disarmed ? gear.card : null);

/** Of a general discard pile only creature cards lend the layer text (`discardStatics`), with no bearer. */
const movesFromDiscard = (ctx: EngineContext, card: string): boolean => movesOtherThanBearer(ctx, card) && ctx.cards.byId(card)?.type === 'Creature';

/**
 * The layer's sources as last seen for a state (a copy of each), and how many of them have
 * text that may touch the moves of creatures other than its bearer. Each call brings the copy
 * in step with the state, recounting only the places that changed (a turn changes a few).
 */
interface Seen {
  readonly ctx: EngineContext;
  /** Per creature its card while in play and its active battlegear, then the Location and the Mirage. */
  readonly sources: (string | null)[];
  /** Per source: whether its text may touch moving at all (its bearer's included). */
  readonly moves: boolean[];
  readonly piles: [string[], string[]];
  /** Sources whose text may touch the moves of creatures other than its bearer. */
  others: number;
}

/** Per state object (a replay mutates one state in place; a copy starts afresh). */
const seenFor = new LastUsedMap<ChaoticState, Seen>();

function sync(seen: Seen, at: number, card: string | null): void {
  const was = seen.sources[at];
  if (was === card) return;
  if (was !== null && movesOtherThanBearer(seen.ctx, was)) seen.others--;
  if (card !== null && movesOtherThanBearer(seen.ctx, card)) seen.others++;
  seen.sources[at] = card;
  seen.moves[at] = card !== null && movesSome(seen.ctx, card);
}

function syncPile(seen: Seen, copy: string[], pile: readonly string[]): void {
  let changed = copy.length !== pile.length;
  const n = Math.max(copy.length, pile.length);
  for (let k = 0; k < n; k++) {
    const was = copy[k];
    const card = pile[k];
    if (was === card) continue;
    changed = true;
    if (was !== undefined && movesFromDiscard(seen.ctx, was)) seen.others--;
    if (card !== undefined && movesFromDiscard(seen.ctx, card)) seen.others++;
  }
  if (changed) { copy.length = 0; copy.push(...pile); }
}

/** True when no innate text in force can ban, widen or narrow a move of `uid` (see above): `reachable` may skip the layer. */
export function movementWithoutLayer(state: ChaoticState, ctx: EngineContext, uid: number): boolean {
  const m = state.masters!;
  const creatures = state.creatures;
  let seen = seenFor.get(state);
  if (seen === undefined || seen.ctx !== ctx || seen.sources.length !== 2 * creatures.length + 2) {
    const n = 2 * creatures.length + 2;
    seen = { ctx, sources: new Array<string | null>(n).fill(null), moves: new Array<boolean>(n).fill(false), piles: [[], []], others: 0 };
    seenFor.set(state, seen);
  }
  for (let i = 0; i < creatures.length; i++) {
    const c = creatures[i];
    sync(seen, 2 * i, c.space === null ? null : c.card);
    sync(seen, 2 * i + 1, activeGear(m.gear[i]));
  }
  sync(seen, 2 * creatures.length, state.activeLocation?.card ?? null);
  sync(seen, 2 * creatures.length + 1, m.mirage?.card ?? null);
  syncPile(seen, seen.piles[0], state.zones[0].generalDiscard);
  syncPile(seen, seen.piles[1], state.zones[1].generalDiscard);
  return seen.others === 0 && !seen.moves[2 * uid] && !seen.moves[2 * uid + 1];
}
