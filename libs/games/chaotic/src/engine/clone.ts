import type { EngineContext } from './context';
import type { GearState, MastersState } from './masters-state';
import { shareMatchTriggers } from './match-triggers';
import type { ChaoticState,CombatState,CreatureState,PlayerZones } from './types';
import type { TurnLog } from './turn-log';

/** Every field named, optional ones too (undefined stays out of the canonical JSON): the setup's object shape, and a new field cannot be forgotten. */
type AllFields<T> = { [K in keyof Required<T>]: T[K] };

// Replay speed: literals in the field order of the code that creates these objects (setup.ts, battlegear.ts, combat.ts,
// zones.ts), so copies share the originals' object shape and reads of them stay fast (a spread makes a new shape).
const creatureOf = (c: CreatureState): AllFields<CreatureState> => ({
  uid: c.uid, card: c.card, owner: c.owner, space: c.space, damage: c.damage, movedThisTurn: c.movedThisTurn,
  tribe: c.tribe, subtypes: c.subtypes, elements: c.elements, stats: c.stats, energy: c.energy, mugicAbility: c.mugicAbility,
});

const zonesOf = (z: PlayerZones): AllFields<PlayerZones> => ({
  attackDeck: z.attackDeck.slice(), attackHand: z.attackHand.slice(), attackDiscard: z.attackDiscard.slice(),
  locationDeck: z.locationDeck.slice(), generalDiscard: z.generalDiscard.slice(),
});

const gearOf = (g: GearState | null): AllFields<GearState> | null => (g === null ? null : { card: g.card, faceUp: g.faceUp, disarmed: g.disarmed });

const combatOf = (c: CombatState | null): AllFields<CombatState> | null =>
  c === null ? null : { attacker: c.attacker, defender: c.defender, space: c.space, showdown: c.showdown, striker: c.striker, zeroDamageStreak: c.zeroDamageStreak };

const turnLogOf = (t: TurnLog): AllFields<TurnLog> => ({
  initiative: t.initiative.slice(), dealt: t.dealt.slice(), taken: t.taken.slice(), challenges: t.challenges.slice(), lastAttack: t.lastAttack,
});

function mastersOf(m: MastersState): MastersState {
  const out: AllFields<MastersState> = {
    hive: m.hive,
    gear: m.gear.map(gearOf),
    counters: m.counters.slice(),
    mugicHand: [m.mugicHand[0].slice(), m.mugicHand[1].slice()],
    burst: m.burst.slice(),
    point: m.point, passes: m.passes, nextItemId: m.nextItemId,
    infected: m.infected.slice(),
    struck: m.struck.slice(),
    mods: m.mods.slice(),
    elementMods: m.elementMods.slice(),
    granted: m.granted.slice(),
    damageMods: m.damageMods.slice(),
    prohibitions: m.prohibitions.slice(),
    interception: m.interception, choicesMade: m.choicesMade, activeMirage: m.activeMirage, mirage: m.mirage,
    ruleMods: m.ruleMods?.slice(),
    attacked: m.attacked?.slice(),
    mugicPlayed: m.mugicPlayed?.slice(),
    abilitiesUsed: m.abilitiesUsed?.slice(),
    // Named counters change in place (put, removed as a cost, cleared): a copy owns its own (Khybon's Magma counters).
    named: m.named ? { ...m.named } : undefined,
    revealed: m.revealed?.slice(),
    removedFromGame: m.removedFromGame ? [m.removedFromGame[0].slice(), m.removedFromGame[1].slice()] : undefined,
    turnLog: m.turnLog ? turnLogOf(m.turnLog) : undefined,
  };
  return out;
}

/**
 * A copy of a state that shares only what the engine never changes in place (burst items,
 * modifications, `pending`, the outcome, printed stats: all readonly) and copies every
 * mutable part. Equal to a JSON round trip of the state, several times faster (replay speed).
 * The copy starts from the original's trigger index in the caches of `ctx`'s engine.
 */
export function cloneState(state: ChaoticState, ctx: EngineContext): ChaoticState {
  const out: ChaoticState = {
    ...state,
    board: state.board.slice(),
    creatures: state.creatures.map(creatureOf),
    zones: [zonesOf(state.zones[0]), zonesOf(state.zones[1])],
    activeLocation: state.activeLocation === null ? null : { owner: state.activeLocation.owner, card: state.activeLocation.card },
    combat: combatOf(state.combat),
    showdownPicks: state.showdownPicks.slice(),
    rng: state.rng === null ? null : state.rng.slice(),
  };
  if (state.masters) out.masters = mastersOf(state.masters);
  shareMatchTriggers(ctx, state, out);
  return out;
}
