import { chaoticModule } from '@arbiter/chaotic';
import { lightseekersModule } from '@arbiter/lightseekers';
import { type AnyGameModule, GameRegistry } from '@arbiter/rules';
import { warsModule } from '@arbiter/wars';

/**
 * The games this platform plays: the one place that names a game library. The api, the
 * worker and the CLI reach every game through the registry this returns; tests pass `extra`
 * to register an example game beside the real ones.
 */
export function registeredGames(extra: readonly AnyGameModule[] = []): GameRegistry {
  return new GameRegistry([chaoticModule, lightseekersModule, warsModule, ...extra]);
}
