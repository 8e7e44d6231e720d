import type { GameLogPayloads } from '@arbiter/rules';
import type { CardLookup, ChaoticAction } from '../engine/types';
import { attestedEntries } from '../match-log/attested-entries';
import { CHAOTIC_ACTION_TYPES, chaoticPayloadProblem } from '../match-log/payload-shapes';

/** Chaotic's payloads in the kit's log: action types, payload shapes, attested effects with the text read from `cards`. */
export function chaoticLogPayloads(cards: () => CardLookup): GameLogPayloads<ChaoticAction> {
  return {
    actionTypes: CHAOTIC_ACTION_TYPES,
    payloadProblem: chaoticPayloadProblem,
    attested: (actions, engineVersion) => attestedEntries(actions, cards(), engineVersion),
    // Resolving text carries out its instructions as written (CR 8.5.2): an outcome it did not produce breaks that.
    attestRule: '8.5.2',
    // A paper draw names the attack drawn: the other player may not see it while the game runs (CR 7.2.5.1).
    hiddenUntilEnd: (action) => action.type === 'draw-attack',
  };
}
