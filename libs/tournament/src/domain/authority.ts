import type { CommandContext } from './commands';
import { reject, Rejection } from './rejection';

export const isOfficial = (context: CommandContext): boolean => context.actor.role === 'organizer' || context.actor.role === 'judge';

export const forbidden = (who: string): Rejection => reject('tournament/forbidden', `Only ${who}.`);
