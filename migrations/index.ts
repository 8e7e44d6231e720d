import { CreateEventStore1763700000000 } from './1763700000000-create-event-store';
import { CreateProjections1763700001000 } from './1763700001000-create-projections';
import { CreatePlatformSettings1763700004000 } from './1763700004000-create-platform-settings';
import { CreateTournamentReadModels1763700004100 } from './1763700004100-create-tournament-read-models';
import { CreateGames1763700100000 } from './1763700100000-create-games';
import { CreateAccounts1764900000000 } from './1764900000000-create-accounts';

/** Every migration, in order. Add a new one with one import and one entry. */
export const migrations = [CreateEventStore1763700000000, CreateProjections1763700001000, CreatePlatformSettings1763700004000, CreateTournamentReadModels1763700004100, CreateGames1763700100000, CreateAccounts1764900000000];
