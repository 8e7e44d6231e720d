import { DynamicModule, Type } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module';
import { CardsModule } from './cards/cards.module';
import { GamesModule } from './games/games.module';
import { TournamentsModule } from './tournaments/tournaments.module';

/** Product features (tournaments, matches, …) join the api by one import line and one entry here. */
export const FEATURE_MODULES: (Type<unknown> | DynamicModule)[] = [AccountsModule, TournamentsModule, GamesModule, CardsModule];
