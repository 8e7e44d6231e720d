import type { EngineContext } from './context';
import type { CardEffects } from './card-effects';
import { cardFact, perCard } from './card-facts';
import type { GearState } from './masters-state';
import type { ChaoticState } from './types';
import { setFaceUp } from './board-writes';
import { declareRevealedGear } from './paper-declarations';

const AT_GAME_START = /Reveal this Battlegear at (?:the )?beginning of (?:the )?game/i;

/**
 * CR 4.1.2: one battlegear face down under each creature, in decklist order; CR 4.2.3:
 * battlegear whose text says so is revealed at the beginning of the game.
 */
export function placeBattlegear(ctx: EngineContext, battlegear: readonly string[], count: number): (GearState | null)[] {
  const out: (GearState | null)[] = [];
  for (let i = 0; i < count; i++) {
    const card = battlegear[i];
    out.push(card === undefined ? null : { card, faceUp: revealedAtStart(ctx, card), disarmed: false });
  }
  return out;
}

/** Whether the battlegear's text reveals it at the beginning of the game, read once per card (replay speed: every audit sets up a game). */
const revealedAtStart = perCard((ctx: EngineContext, card: string) => AT_GAME_START.test(ctx.cards.byId(card)?.text ?? ''));

/**
 * CR 7.2.2: engaged creatures' face-down battlegear is turned face up, unless an effect keeps it
 * down (`staysDown`); returns the creatures whose battlegear was flipped.
 */
export function revealEngagedGear(state: ChaoticState, staysDown: (uid: number) => boolean = () => false): number[] {
  const combat = state.combat;
  if (!combat || !state.masters) return [];
  const flipped: number[] = [];
  for (const uid of [combat.attacker, combat.defender]) {
    const gear = state.masters.gear[uid];
    if (gear && !gear.faceUp && staysDown(uid)) continue;
    if (gear && !gear.faceUp) {
      flipped.push(uid);
      declareRevealedGear(state, uid);
    }
    const shown = state.masters.gear[uid];
    if (shown) setFaceUp(shown, true);
  }
  return flipped;
}

const namesReveal = (effects: CardEffects) => JSON.stringify([effects.normal, effects.brainwashed]).includes('"reveal-battlegear"');

/**
 * Whether any effect could keep battlegear face down (Mipedim Valley): one resolved, or text
 * where the innate layer reads (creatures in play and their battlegear, the general discard
 * piles, the active Location, the Mirage). Replay speed: most matches have no such text, and
 * then the innate layer need not be built for it.
 */
export function mayKeepGearDown(state: ChaoticState, ctx: EngineContext): boolean {
  const m = state.masters!;
  if (m.prohibitions.some((p) => p.action === 'reveal-battlegear')) return true;
  for (const c of state.creatures) {
    if (c.space === null) continue;
    const gear = m.gear[c.uid];
    if (cardFact(ctx, c.card, namesReveal) || (gear !== null && cardFact(ctx, gear.card, namesReveal))) return true;
  }
  for (const zones of state.zones) for (const card of zones.generalDiscard) if (cardFact(ctx, card, namesReveal)) return true;
  if (state.activeLocation && cardFact(ctx, state.activeLocation.card, namesReveal)) return true;
  return m.mirage !== null && cardFact(ctx, m.mirage.card, namesReveal);
}
