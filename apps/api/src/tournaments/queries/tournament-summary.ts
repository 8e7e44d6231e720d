import type { TournamentStatus, TournamentSummary } from '@arbiter/api-contract';
import { currentRound, plannedStructure, TournamentState } from '@arbiter/tournament';

/** A stream with events holds a created tournament: its state is never `empty`. */
export const isCreated = (state: TournamentState): state is TournamentState & { status: TournamentStatus } => state.status !== 'empty';

/** A tournament as anyone may see it: settings, progress and players, never their decks. */
export function tournamentSummary(tournamentId: string, state: TournamentState & { status: TournamentStatus }, version: number): TournamentSummary {
  const current = currentRound(state);
  return {
    tournamentId,
    name: state.settings.name,
    settings: state.settings,
    status: state.status,
    version,
    plan: plannedStructure(state),
    currentRound: current ? { round: current.round, phase: current.phase, status: current.ended ? 'closed' : 'open' } : null,
    topCutSeeds: state.topCutSeeds ?? null,
    winner: state.winner ?? null,
    decklistsPublished: state.decklistsPublished === true,
    players: [...state.players.values()].map((p) => ({
      playerId: p.id,
      name: p.name,
      checkedIn: p.checkedIn,
      dropped: p.droppedAfterRound !== undefined,
      ...(p.droppedAfterRound !== undefined ? { droppedAfterRound: p.droppedAfterRound } : {}),
      missedRounds: p.missedRounds,
      missedRoundsAs: p.missedRoundsAs,
      penalties: p.penalties,
    })),
  };
}
