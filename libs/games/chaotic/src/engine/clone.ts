import type { MastersState } from './masters-state';
import { shareMatchTriggers } from './match-triggers';
import { ChaoticState, CreatureState, PlayerZones } from './types';

const zonesOf = (z: PlayerZones): PlayerZones => ({
  attackDeck: z.attackDeck.slice(), attackHand: z.attackHand.slice(), attackDiscard: z.attackDiscard.slice(),
  locationDeck: z.locationDeck.slice(), generalDiscard: z.generalDiscard.slice(),
});

const creatureOf = (c: CreatureState): CreatureState => ({ ...c });

function mastersOf(m: MastersState): MastersState {
  const out: MastersState = {
    ...m,
    gear: m.gear.map((g) => (g === null ? null : { ...g })),
    counters: m.counters.slice(),
    mugicHand: [m.mugicHand[0].slice(), m.mugicHand[1].slice()],
    burst: m.burst.slice(),
    infected: m.infected.slice(),
    struck: m.struck.slice(),
    mods: m.mods.slice(),
    elementMods: m.elementMods.slice(),
    granted: m.granted.slice(),
    damageMods: m.damageMods.slice(),
    prohibitions: m.prohibitions.slice(),
  };
  if (m.ruleMods) out.ruleMods = m.ruleMods.slice();
  if (m.attacked) out.attacked = m.attacked.slice();
  if (m.mugicPlayed) out.mugicPlayed = m.mugicPlayed.slice();
  if (m.abilitiesUsed) out.abilitiesUsed = m.abilitiesUsed.slice();
  // Named counters change in place (put, removed as a cost, cleared): a copy owns its own (Khybon's Magma counters).
  if (m.named) out.named = { ...m.named };
  if (m.revealed) out.revealed = m.revealed.slice();
  if (m.removedFromGame) out.removedFromGame = [m.removedFromGame[0].slice(), m.removedFromGame[1].slice()];
  return out;
}

/**
 * A copy of a state that shares only what the engine never changes in place (burst items,
 * modifications, `pending`, the outcome, printed stats: all readonly) and copies every
 * mutable part. Equal to a JSON round trip of the state, several times faster (replay speed).
 */
export function cloneState(state: ChaoticState): ChaoticState {
  const out: ChaoticState = {
    ...state,
    board: state.board.slice(),
    creatures: state.creatures.map(creatureOf),
    zones: [zonesOf(state.zones[0]), zonesOf(state.zones[1])],
    activeLocation: state.activeLocation === null ? null : { ...state.activeLocation },
    combat: state.combat === null ? null : { ...state.combat },
    showdownPicks: state.showdownPicks.slice(),
    rng: state.rng === null ? null : state.rng.slice(),
  };
  if (state.masters) out.masters = mastersOf(state.masters);
  shareMatchTriggers(state, out);
  return out;
}
