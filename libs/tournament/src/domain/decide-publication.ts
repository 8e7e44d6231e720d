import type { CommandContext } from './commands';
import { forbidden } from './authority';
import type { TournamentEvent } from './events';
import type { Rejection } from './rejection';
import type { TournamentState } from './state';

/**
 * Publishing the decklists: the organizer's call alone, at any time (most publish once the
 * games are over). Publishing twice appends nothing, so a retried request is harmless.
 */
export function decidePublication(state: TournamentState, context: CommandContext): readonly TournamentEvent[] | Rejection {
  if (context.actor.role !== 'organizer') return forbidden('the organizer may publish the decklists');
  if (state.decklistsPublished) return [];
  return [{ type: 'DecklistsPublished', data: { publishedAt: context.now, publishedBy: context.actor.id } }];
}
