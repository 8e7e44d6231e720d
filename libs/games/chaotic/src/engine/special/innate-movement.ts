import type { CardEffects } from '../card-effects';
import { cardFact } from '../card-facts';
import { EngineContext } from '../context';
import type { GearState } from '../masters-state';
import { ChaoticState } from '../types';

/**
 * Replay speed: whether the innate layer (`collectStatics`) can hold anything `reachable` reads:
 * a ban on moving ("cannot move", "cannot move into unoccupied spaces", "cannot end their
 * move in …"), a rule change ("can move as if adjacent", a removed ability) or a granted
 * Swift or Range. When it cannot, the path search needs the layer not at all.
 *
 * Correct by construction: the layer is the innate text of the creatures in play and their
 * battlegear, the creature cards of the general discard piles, the active Location and the
 * Mirage, applied by the verbs of that text. A card counts as harmless only when every verb
 * anywhere in its static text (both text boxes) is one of `HARMLESS`, each of which writes
 * only stat, element, damage and other rule changes, grants the ability it names, or bans the
 * action it names; and no Swift or Range and no movement ban appears anywhere in that text.
 */
const HARMLESS: ReadonlySet<string> = new Set([
  'modify-stat', 'gain-element', 'lose-element', 'grant-ability', 'prohibit', 'modify-attack-damage', 'modify-attack-damage-by',
  'modify-recklessness-damage', 'modify-first-attack-damage', 'modify-first-attack-damage-to', 'deal-damage', 'heal',
  'allow-mugic-tribes', 'set-mugic-damage', 'modify-healing', 'modify-mugic-cost',
]);

const MOVEMENT_BANS: ReadonlySet<string> = new Set(['move', 'move-to-unoccupied', 'end-move-in-space']);

/** Whether anything under `value` may put into the layer what a path search reads. */
function touchesMovement(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(touchesMovement);
  const o = value as Record<string, unknown>;
  if (typeof o.verb === 'string') {
    if (!HARMLESS.has(o.verb)) return true;
    const params = o.params as { action?: unknown } | undefined;
    if (o.verb === 'prohibit' && (typeof params?.action !== 'string' || MOVEMENT_BANS.has(params.action))) return true;
  }
  if (o.kind === 'swift' || o.kind === 'range') return true;
  for (const k in o) if (touchesMovement(o[k])) return true;
  return false;
}

const innateMovement = (effects: CardEffects): boolean =>
  [...effects.normal, ...effects.brainwashed].some((e) => e.kind === 'automated' && e.timing.kind === 'static' && touchesMovement(e));

/** Whether this card's innate text may change how creatures move (memoised per card). */
const movesCreatures = (ctx: EngineContext, card: string): boolean => cardFact(ctx, card, innateMovement);

/** Battlegear text is in force only face up and not disarmed (`gearEffects`). */
const activeGear = (gear: GearState | null): string | null => (gear !== null && gear.faceUp && !gear.disarmed ? gear.card : null);

/** Of a general discard pile only creature cards lend the layer text (`discardStatics`). */
const movesFromDiscard = (ctx: EngineContext, card: string): boolean => movesCreatures(ctx, card) && ctx.cards.byId(card)?.type === 'Creature';

/**
 * The layer's sources as last seen for a state (a copy of each), and how many of them have
 * text that may touch moving. Each call brings the copy in step with the state, recounting
 * only the places that changed (replay speed: a turn changes a few of them).
 */
interface Seen {
  readonly ctx: EngineContext;
  /** Per creature its card while in play and its active battlegear, then the Location and the Mirage. */
  readonly sources: (string | null)[];
  readonly piles: [string[], string[]];
  moving: number;
}

/** Per state object (a replay mutates one state in place; a copy starts afresh). */
const seenFor = new WeakMap<ChaoticState, Seen>();

function sync(seen: Seen, at: number, card: string | null): void {
  const was = seen.sources[at];
  if (was === card) return;
  if (was !== null && movesCreatures(seen.ctx, was)) seen.moving--;
  if (card !== null && movesCreatures(seen.ctx, card)) seen.moving++;
  seen.sources[at] = card;
}

function syncPile(seen: Seen, copy: string[], pile: readonly string[]): void {
  let changed = copy.length !== pile.length;
  const n = Math.max(copy.length, pile.length);
  for (let k = 0; k < n; k++) {
    const was = copy[k];
    const card = pile[k];
    if (was === card) continue;
    changed = true;
    if (was !== undefined && movesFromDiscard(seen.ctx, was)) seen.moving--;
    if (card !== undefined && movesFromDiscard(seen.ctx, card)) seen.moving++;
  }
  if (changed) { copy.length = 0; copy.push(...pile); }
}

/** True when no innate text in force can ban, widen or narrow a move (see above): `reachable` may skip the layer. */
export function movementWithoutLayer(state: ChaoticState, ctx: EngineContext): boolean {
  const m = state.masters!;
  const creatures = state.creatures;
  let seen = seenFor.get(state);
  if (seen === undefined || seen.ctx !== ctx || seen.sources.length !== 2 * creatures.length + 2) {
    seen = { ctx, sources: new Array<string | null>(2 * creatures.length + 2).fill(null), piles: [[], []], moving: 0 };
    seenFor.set(state, seen);
  }
  for (let uid = 0; uid < creatures.length; uid++) {
    const c = creatures[uid];
    sync(seen, 2 * uid, c.space === null ? null : c.card);
    sync(seen, 2 * uid + 1, activeGear(m.gear[uid]));
  }
  sync(seen, 2 * creatures.length, state.activeLocation?.card ?? null);
  sync(seen, 2 * creatures.length + 1, m.mirage?.card ?? null);
  syncPile(seen, seen.piles[0], state.zones[0].generalDiscard);
  syncPile(seen, seen.piles[1], state.zones[1].generalDiscard);
  return seen.moving === 0;
}
