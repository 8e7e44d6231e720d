import type { TriggerEvent } from '../effects/effect-types';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import { addCombatTriggers } from './combat-triggers';
import { addUnengagedCombatStart } from './combat-start';
import { matchTriggers, type MatchTriggers } from './match-triggers';
import { anyMayHaveKeyword, keywordKinds } from './may-have-keyword';
import { locationHasTrigger, locationLineFires } from './location-triggers';
import { firesOn, hasTriggerOn } from './printed-triggers';
import type { BurstItem } from './masters-state';
import { Stats } from './stats';
import { lowerByKeyword } from './keyword-reduction';
import { creatureEffects, gearEffects, locationEffects } from './text-active';
import type { ChaoticState,Seat } from './types';
import { setDisarmed } from './board-writes';

/** The seats in the order they add triggered abilities: the active player first (CR 8.3.2). */
const order = (state: ChaoticState): Seat[] => [state.active, (1 - state.active) as Seat];

/**
 * Puts every triggered ability of `event` on the burst (CR 8.3.2): location abilities
 * under the location's owner, creature and battlegear abilities under their controller.
 * `known`: the match's trigger index when the caller has just read it of this very state.
 */
export function addTriggers(state: ChaoticState, ctx: EngineContext, event: TriggerEvent, creatures: readonly number[], known?: MatchTriggers): void {
  // Replay speed: Mirage, creature and battlegear text is read only when text of the match has the event (match-triggers.ts), and only of cards with such a line (printed-triggers.ts).
  const index = known ?? matchTriggers(state, ctx);
  const combatStart = event === 'beginning-of-combat';
  const printed = index.has(event) || (combatStart && index.has('equipped-becomes-engaged'));
  const engaged = combatStart && index.has('becomes-engaged');
  const location = state.activeLocation;
  // Replay speed: the Location's lines are scanned only when its text has such a trigger.
  const fromLocation = location !== null && locationHasTrigger(ctx, location.card, event);
  if (!printed && !engaged && !fromLocation) return;
  for (const seat of order(state)) {
    if (fromLocation && location.owner === seat) {
      locationEffects(state, ctx).forEach((effect, index) => {
        if (locationLineFires(effect, event)) pushItem(state, { kind: 'trigger', card: location.card, controller: seat, source: null, effect: index, targets: [] });
      });
    }
    // CR 9.3.5: the Mirage on the battleboard triggers under its owner ("At the beginning of combat, engaged Creatures in this space …").
    const mirage = state.masters?.mirage;
    if (printed && mirage && mirage.owner === seat) {
      ctx.effects(mirage.card).normal.forEach((effect, index) => {
        if (effect.kind === 'automated' && effect.mirage && effect.timing.kind === 'triggered' && effect.timing.event === event) {
          pushItem(state, { kind: 'trigger', card: mirage.card, controller: seat, source: null, effect: index, targets: [] });
        }
      });
    }
    for (const uid of creatures) {
      const creature = state.creatures[uid];
      if (creature.owner !== seat || creature.space === null) continue;
      if (printed && hasTriggerOn(ctx, creature.card, event)) {
        creatureEffects(state, ctx, uid).forEach((effect, index) => {
          if (firesOn(effect, event)) {
            pushItem(state, { kind: 'trigger', card: creature.card, controller: seat, source: uid, effect: index, targets: [] });
          }
        });
      }
      // CR 7.2.1 / 7.2.3: "When Narfall becomes engaged" waits for the beginning of combat, in this seat's turn to add.
      if (engaged) addCombatTriggers(state, ctx, [{ kind: 'becomes-engaged', creature: uid }], undefined, [seat], index);
      if (!printed) continue;
      const gear = state.masters!.gear[uid];
      if (gear === null || !(hasTriggerOn(ctx, gear.card, event) || (combatStart && hasTriggerOn(ctx, gear.card, 'equipped-becomes-engaged')))) continue;
      gearEffects(state, ctx, uid).forEach((effect, index) => {
        const fires = effect.kind === 'automated' && effect.timing.kind === 'triggered'
          && (effect.timing.event === event || (combatStart && effect.timing.event === 'equipped-becomes-engaged'));
        if (fires) pushItem(state, { kind: 'trigger', card: gear.card, controller: seat, source: uid, effect: index, targets: [] });
      });
    }
    if (combatStart && printed) addUnengagedCombatStart(state, ctx, seat, creatures);
  }
}

const COMBAT_START_KEYWORDS = keywordKinds(['intimidate', 'elementproof', 'disarm']);

/** Intimidate, Elementproof and Disarm trigger at the beginning of combat (glossary), active player first. */
export function addKeywordTriggers(state: ChaoticState, ctx: EngineContext): void {
  const combat = state.combat!;
  // Replay speed: with neither engaged creature able to have one, no keyword lists (nor the innate layer under them) are built.
  if (!anyMayHaveKeyword(state, ctx, [combat.attacker, combat.defender], COMBAT_START_KEYWORDS)) return;
  const stats = new Stats(state, ctx);
  for (const seat of order(state)) {
    const uid = state.creatures[combat.attacker].owner === seat ? combat.attacker : combat.defender;
    const other = uid === combat.attacker ? combat.defender : combat.attacker;
    stats.keywords(uid, other).forEach((ability, index) => {
      if (ability.kind === 'intimidate' || ability.kind === 'elementproof' || ability.kind === 'disarm') {
        pushItem(state, { kind: 'trigger', card: state.creatures[uid].card, controller: seat, source: uid, effect: index, keyword: ability.kind, targets: [other] });
      }
    });
  }
}

/** Resolves a keyword trigger against the opposing engaged creature (its only target). */
export function resolveKeywordTrigger(state: ChaoticState, ctx: EngineContext, item: BurstItem): void {
  const m = state.masters!;
  const [other] = item.targets;
  if (item.source === null || other === undefined || state.creatures[other].space === null) return;
  const stats = new Stats(state, ctx);
  // The copy that triggered (CR 8.8.1.2 copies add up, so each resolves on its own); gone if lost meanwhile.
  const ability = stats.keywords(item.source, other)[item.effect];
  if (ability?.kind === item.keyword) {
    if (ability.kind === 'intimidate') {
      lowerByKeyword(state, ctx, stats, other, ability.stats, ability.x, item.controller, ability.x > 0);
    }
    if (ability.kind === 'elementproof' && ability.elements.some((e) => stats.hasElement(other, e))) {
      m.mods.push({ uid: item.source, stat: 'energy', delta: ability.x, until: 'end-of-turn' });
    }
    if (ability.kind === 'disarm') { const gear = m.gear[other]; if (gear) setDisarmed(gear, true); }
  }
}
