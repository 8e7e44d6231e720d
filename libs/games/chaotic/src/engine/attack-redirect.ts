import type { ChaoticState } from './types';

/**
 * Fighters' Fanfare, CR 8.8.2: "The next time an attack would deal damage to a Creature this
 * turn, it deals damage to target engaged Creature of your choice instead". An attack about
 * to deal more than 0 damage deals it to the creature the oldest waiting redirection names
 * (if that creature is still in play), and that redirection is used up.
 */
export function redirectedTarget(state: ChaoticState, dealt: number, target: number): number {
  const mods = state.masters!.ruleMods;
  if (dealt <= 0 || !mods) return target;
  const index = mods.findIndex((m) => m.kind === 'redirect-next-attack');
  if (index < 0) return target;
  const [used] = mods.splice(index, 1);
  return state.creatures[used.uid].space !== null ? used.uid : target;
}
