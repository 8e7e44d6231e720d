import type { TournamentEvent, TournamentState } from '@arbiter/tournament';
import { isOfficial, Principal } from '../../auth';

/** A registered deck as a reader sees it before publication: its cards are not given. */
export const WITHHELD_DECK = Object.freeze({ cards: Object.freeze([]) as readonly string[], withheld: true });

/**
 * Decklists tell opponents what may be in a hand: the organizer and judges of the tournament
 * read them at any time, everyone else once the organizer has published them.
 */
export function mayReadDecklists(principal: Principal | undefined, tournamentId: string, state: Pick<TournamentState, 'decklistsPublished'>): boolean {
  return state.decklistsPublished === true || (isOfficial(principal) && principal?.tournamentId === tournamentId);
}

/** The history with every registered deck withheld (the rest of each event unchanged). */
export function withholdDecklists(events: readonly TournamentEvent[]): TournamentEvent[] {
  return events.map((e) => (e.type === 'PlayerRegistered' ? { ...e, data: { ...e.data, deck: WITHHELD_DECK } } : e));
}
