import type { ChaoticState } from './types';
import { setGear, setSpace } from './board-writes';

/** Glossary "Sacrifice": the creature goes to its general discard pile at once, its battlegear with it. */
export function sacrificeCreature(state: ChaoticState, uid: number): void {
  const m = state.masters!;
  const creature = state.creatures[uid];
  const pile = state.zones[creature.owner].generalDiscard;
  state.board[creature.space!] = null;
  setSpace(creature, null);
  pile.push(creature.card);
  const gear = m.gear[uid];
  if (gear) pile.push(gear.card);
  setGear(m, uid, null);
  m.infected = m.infected.filter((u) => u !== uid);
}
