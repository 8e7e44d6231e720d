import type { Element } from '../cards/card';
import type { CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import { gearEffects, locationEffects } from './text-active';
import { ownEffects } from './granted';
import { Stats } from './stats';
import type { ChaoticState,Seat } from './types';
import type { CardEffects } from './card-effects';
import { cardFact } from './card-facts';
import { perIndex } from './index-question';

type Fires = (effect: CardEffect) => boolean;

const onEvent = (event: string, elements: readonly Element[]): Fires => (effect) =>
  effect.kind === 'automated' && effect.timing.kind === 'triggered' && effect.timing.event === event
  && (effect.timing.element === undefined || elements.includes(effect.timing.element));

/**
 * CR 8.3.1 / 8.3.2: an attack dealt damage. "When a Creature deals Water damage" (the active
 * location; `trigger-creature` is the striker), "When equipped Creature deals Water damage"
 * (the striker's battlegear) and "When equipped Creature is dealt attack damage" (the
 * target's battlegear) go on the burst, the active player's first. An attack deals damage of
 * an element when that element's value counted (CR 8.6.1: the striker has the element).
 */
export function addDamageTriggers(state: ChaoticState, ctx: EngineContext, stats: Stats, striker: number, target: number, elements: readonly Element[]): void {
  // Replay speed: most attacks meet no damage-dealt text at all.
  const m = state.masters!;
  const location = state.activeLocation;
  const granted = stats.ruleMods().some((r) => r.kind === 'granted-effect');
  if (!granted && !(location && hasDamageTrigger(ctx, location.card)) && !(m.gear[striker] && hasDamageTrigger(ctx, m.gear[striker]!.card))
    && !(m.gear[target] && hasDamageTrigger(ctx, m.gear[target]!.card))) return;
  for (const seat of [state.active, (1 - state.active) as Seat]) {
    if (location && location.owner === seat && elements.length > 0) {
      locationEffects(state, ctx).forEach((effect, index) => {
        if (onEvent('creature-deals-element-damage', elements)(effect)) pushItem(state, { kind: 'trigger', card: location.card, controller: seat, source: null, effect: index, targets: [], about: striker });
      });
    }
    const gearOf = (uid: number, fires: Fires) => {
      if (state.creatures[uid].owner !== seat || state.creatures[uid].space === null) return;
      const gear = state.masters!.gear[uid];
      gearEffects(state, ctx, uid).forEach((effect, index) => {
        if (fires(effect)) pushItem(state, { kind: 'trigger', card: gear!.card, controller: seat, source: uid, effect: index, targets: [] });
      });
      // The same text granted to the creature by its battlegear ("Equipped OverWorld Creature has "When …"").
      if (granted) ownEffects(state, ctx, uid, stats).forEach((effect, index) => {
        if (fires(effect) && effect.kind === 'automated') pushItem(state, { kind: 'trigger', card: state.creatures[uid].card, controller: seat, source: uid, effect: index, targets: [], granted: effect });
      });
    };
    if (elements.length > 0) gearOf(striker, onEvent('equipped-deals-element-damage', elements));
    gearOf(target, onEvent('equipped-dealt-attack-damage', []));
  }
}

const DAMAGE_EVENT_LIST = ['creature-deals-element-damage', 'equipped-deals-element-damage', 'equipped-dealt-attack-damage'] as const;
const DAMAGE_EVENTS = new Set<string>(DAMAGE_EVENT_LIST);

/** Whether any text where these triggers are found has one (match-triggers.ts): when none has, `addDamageTriggers` adds nothing. */
export const mayTriggerOnDamage = perIndex((index) => DAMAGE_EVENT_LIST.some((event) => index.has(event)));
const damageTriggered = (effects: CardEffects) => effects.normal.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && DAMAGE_EVENTS.has(e.timing.event));

/** Whether a card's printed text has a damage-dealt trigger (memoised per card). */
function hasDamageTrigger(ctx: EngineContext, card: string): boolean {
  return cardFact(ctx, card, damageTriggered);
}
