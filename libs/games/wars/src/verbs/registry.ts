import type { AbilityReading, VerbCall } from '../text/reading';
import { isUnread } from '../text/reading';
import { both, type Bound, howMany, moves, NOTHING, OPEN, times } from './bound';
import { damage, immuneToAttrition, modifyAttrition, modifyBattleDestiny, modifyStats, modifyTotalPower, notAdded, reduceCasualties, undamage } from './battle-verbs';
import { destroy, dismiss, download, draw, loseCard, play, put, retrieve, search, shuffle, stack } from './card-verbs';
import { chooseOne, nextTime, prevent } from './compound-verbs';
import { activateEnergy, additionalCost, generate, loseEnergy, modifyCost, modifyDrain, payEnergy } from './energy-verbs';
import { cancel, capacity, choose, drainLimit, gainAbility, gainIcon, gainKeyword, gainLabel, invert, look, move, note, prohibit, reveal, revert } from './standing-verbs';
import type { Verb, VerbRegistry } from './verb';

/** The verbs of WARS card text, one object each. */
export const WARS_VERBS: VerbRegistry = {
  'modify-stats': modifyStats, 'immune-to-attrition': immuneToAttrition, 'pay-energy': payEnergy, 'lose-energy': loseEnergy,
  'activate-energy': activateEnergy, draw, destroy, damage, undamage, move, cancel, retrieve, 'modify-attrition': modifyAttrition,
  'modify-drain': modifyDrain, 'modify-battle-destiny': modifyBattleDestiny, 'modify-total-power': modifyTotalPower,
  'reduce-casualties': reduceCasualties, put, invert, revert, dismiss, 'gain-icon': gainIcon, generate, 'modify-cost': modifyCost,
  'additional-cost': additionalCost, prohibit, play, reveal, look, stack, 'lose-card': loseCard, download, 'gain-ability': gainAbility,
  'gain-keyword': gainKeyword, 'gain-label': gainLabel, 'drain-limit': drainLimit, capacity, 'next-time': nextTime, prevent, 'not-added': notAdded, 'choose-one': chooseOne, search, shuffle, note, choose,
};

/** What one verb call can change, with its frame: "for each …" repeats it, "unless …" adds the alternative. */
export function boundOfCall(call: VerbCall): Bound {
  const verb = WARS_VERBS[call.verb] as Verb;
  const own = verb.bound(call.params as never, { calls: boundOfCalls, ...(call.x ? { x: call.x } : {}) });
  const repeated = call.forEach ? times(own, howMany(call.forEach)) : own;
  return call.unless ? both(repeated, boundOfCall(call.unless)) : repeated;
}

export const boundOfCalls = (calls: readonly VerbCall[]): Bound => both(...calls.map(boundOfCall));

/** How many destiny cards a reading reveals, per side: each "[D]" is the top of a reserve revealed and put on that used pile (CR glossary `destiny`). */
function destinyReveals(value: unknown, found = { yours: 0, opponent: 0 }): { yours: number; opponent: number } {
  if (Array.isArray(value)) for (const v of value) destinyReveals(v, found);
  else if (value !== null && typeof value === 'object') {
    const d = (value as { destiny?: unknown }).destiny;
    if (d === 'yours' || d === 'opponent') found[d]++;
    for (const v of Object.values(value)) destinyReveals(v, found);
  }
  return found;
}

/**
 * What an ability can change when it resolves: its cost and its effects, with the destiny cards it
 * reveals. An unread ability is open (a judge rules on it); keywords and play restrictions state
 * nothing an outcome could.
 */
export function boundOfReading(reading: AbilityReading): Bound {
  if (isUnread(reading)) return OPEN;
  const d = destinyReveals(reading);
  const reveals = both(moves('you', ['reserve'], ['used'], d.yours), moves('opponent', ['reserve'], ['used'], d.opponent));
  switch (reading.kind) {
    case 'activated': return both(boundOfCalls(reading.cost), boundOfCalls(reading.effects), reveals);
    case 'triggered': case 'ongoing': case 'effect': return both(boundOfCalls(reading.effects), reveals);
    default: return NOTHING;
  }
}
