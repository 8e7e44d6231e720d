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

/** The cards whose innate text may be in the layer (and the piles' lengths), as last seen for a state, and the answer for them. */
interface Seen {
  readonly ctx: EngineContext;
  readonly sources: readonly unknown[];
  readonly moves: boolean;
}

/** Per state object (a replay mutates one state in place; a copy starts afresh). */
const seenFor = new WeakMap<ChaoticState, Seen>();

/** Battlegear text is in force only face up and not disarmed (`gearEffects`). */
const activeGear = (gear: GearState | null): string | null => (gear !== null && gear.faceUp && !gear.disarmed ? gear.card : null);

/**
 * The layer's sources, in a fixed order: creature cards in play and their active battlegear,
 * Location, Mirage, both general discard piles (only their creature cards count, `discardStatics`).
 */
function sourcesOf(state: ChaoticState): unknown[] {
  const m = state.masters!;
  const out: unknown[] = [state.creatures.length];
  for (const c of state.creatures) out.push(c.space === null ? null : c.card, activeGear(m.gear[c.uid]));
  out.push(state.activeLocation?.card ?? null, m.mirage?.card ?? null);
  for (const pile of [state.zones[0].generalDiscard, state.zones[1].generalDiscard]) out.push(pile.length, ...pile);
  return out;
}

function sameSources(state: ChaoticState, seen: readonly unknown[]): boolean {
  const m = state.masters!;
  const creatures = state.creatures;
  let i = 0;
  if (seen[i++] !== creatures.length) return false;
  for (let uid = 0; uid < creatures.length; uid++) {
    const c = creatures[uid];
    if (seen[i++] !== (c.space === null ? null : c.card) || seen[i++] !== activeGear(m.gear[uid])) return false;
  }
  if (seen[i++] !== (state.activeLocation?.card ?? null) || seen[i++] !== (m.mirage?.card ?? null)) return false;
  const d0 = state.zones[0].generalDiscard;
  if (seen[i++] !== d0.length) return false;
  for (let k = 0; k < d0.length; k++) if (seen[i++] !== d0[k]) return false;
  const d1 = state.zones[1].generalDiscard;
  if (seen[i++] !== d1.length) return false;
  for (let k = 0; k < d1.length; k++) if (seen[i++] !== d1[k]) return false;
  return true;
}

/** True when no innate text in force can ban, widen or narrow a move (see above): `reachable` may skip the layer. */
export function movementWithoutLayer(state: ChaoticState, ctx: EngineContext): boolean {
  const seen = seenFor.get(state);
  if (seen !== undefined && seen.ctx === ctx && sameSources(state, seen.sources)) return !seen.moves;
  const sources = sourcesOf(state);
  const firstPile = 2 * state.creatures.length + 3;
  const moves = sources.some((card, i) => typeof card === 'string' && (i < firstPile || ctx.cards.byId(card)?.type === 'Creature') && movesCreatures(ctx, card));
  seenFor.set(state, { ctx, sources, moves });
  return !moves;
}
