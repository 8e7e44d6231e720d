import type { LsPlayer } from './state';
import { MAX_HEALTH } from '../cards/vocabulary';

/** 2.10.3, 2.10.5: damage lowers health to no less than 0; none is dealt to a player at 0. Returns the damage dealt. */
export function dealDamage(player: LsPlayer, amount: number): number {
  if (player.health <= 0 || amount <= 0) return 0;
  const dealt = Math.min(player.health, amount);
  player.health -= dealt;
  return dealt;
}

/** 2.10.2, 2.10.4, 5.1.5: healing raises health to at most 35, and does nothing at 35 or at 0. */
export function heal(player: LsPlayer, amount: number): number {
  if (player.health <= 0 || player.health >= MAX_HEALTH || amount <= 0) return 0;
  const healed = Math.min(MAX_HEALTH - player.health, amount);
  player.health += healed;
  return healed;
}

export { MAX_HEALTH };
