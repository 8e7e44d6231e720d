import { CreateEventStore1763700000000 } from './1763700000000-create-event-store';
import { CreateProjections1763700001000 } from './1763700001000-create-projections';

/** Every migration, in order. Add a new one with one import and one entry. */
export const migrations = [CreateEventStore1763700000000, CreateProjections1763700001000];
