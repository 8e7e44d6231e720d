import { DynamicModule, Global, Module } from '@nestjs/common';
import { GameRegistry } from '@arbiter/rules';
import { registeredGames } from './registered-games';

/**
 * The registry as a Nest provider, injected by its class: the api and the worker reach every
 * game through it. `forRoot()` registers the platform's games; a test passes its own registry
 * (`registeredGames([raceModule])`) or overrides the `GameRegistry` provider.
 */
@Global()
@Module({})
export class GamesRegistryModule {
  static forRoot(registry?: GameRegistry): DynamicModule {
    return {
      module: GamesRegistryModule,
      global: true,
      providers: [{ provide: GameRegistry, useFactory: () => registry ?? registeredGames() }],
      exports: [GameRegistry],
    };
  }
}
