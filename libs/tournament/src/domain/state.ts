import type { Penalty } from './commands';
import type { RoundPhase } from './events';
import type { MatchState } from './match';
import type { TopCutSize, TournamentSettings } from './settings';

export interface PlayerState {
  readonly id: string;
  readonly name: string;
  readonly deck: { readonly cards: readonly string[] };
  /** Order of registration: the stable key behind every tie the RNG does not decide. */
  readonly index: number;
  readonly checkedIn: boolean;
  /** The last round the player took part in, when they dropped. */
  readonly droppedAfterRound?: number;
  /** Why the player dropped: a disqualified player is not reinstated. */
  readonly droppedAs?: 'requested' | 'no-show' | 'disqualified';
  readonly missedRounds: readonly number[];
  readonly missedRoundsAs: 'loss' | 'not-played';
  readonly penalties: readonly { readonly penalty: Penalty; readonly round: number }[];
}

/**
 * The round's clock: running from `startedAt` for `durationSeconds`, or paused at `pausedAt`
 * with `remainingSeconds` left. Readers compute what is left now from their own clock.
 */
export interface RoundTimer {
  readonly startedAt: string;
  readonly durationSeconds: number;
  readonly pausedAt?: string;
  readonly remainingSeconds?: number;
}

export interface RoundState {
  readonly round: number;
  readonly phase: RoundPhase;
  /** Indexed by table − 1. */
  readonly matches: readonly MatchState[];
  readonly ended: boolean;
  /** Absent until the organizer first starts the clock. */
  readonly timer?: RoundTimer;
}

export interface TournamentState {
  readonly status: 'empty' | 'registration' | 'running' | 'completed';
  readonly tournamentId: string;
  readonly organizerId: string;
  readonly settings: TournamentSettings;
  /** Organizer overrides of the Appendix E defaults. */
  readonly rounds?: number;
  readonly topCut?: TopCutSize | 0;
  readonly players: ReadonlyMap<string, PlayerState>;
  readonly roundsPlayed: readonly RoundState[];
  readonly topCutSeeds?: readonly string[];
  readonly winner?: string;
  /** Set once the organizer has published the decklists; until then only officials read them. */
  readonly decklistsPublished?: boolean;
  /** The standing ruling on each attested effect judged so far, by `attestedKey(gameId, seq)`. */
  readonly attestedRulings?: ReadonlyMap<string, AttestedRulingState>;
}

export interface AttestedRulingState {
  readonly ruling: 'accepted' | 'rejected';
  readonly ruledBy: string;
  readonly at: string;
  readonly rule?: string;
  readonly note?: string;
}

/** The key of an attested effect: its game and the seq of its action. */
export const attestedKey = (gameId: string, seq: number): string => `${gameId}#${seq}`;

export const initialState = (): TournamentState => ({
  status: 'empty',
  tournamentId: '',
  organizerId: '',
  settings: {
    name: '', game: '', format: '', structure: { kind: 'swiss' }, bestOf: 3,
    tiebreakers: 'mtg', seed: 0, requireCheckIn: false,
  },
  players: new Map(),
  roundsPlayed: [],
});

export const currentRound = (s: TournamentState): RoundState | undefined => s.roundsPlayed[s.roundsPlayed.length - 1];

export const isActive = (p: PlayerState): boolean => p.droppedAfterRound === undefined;

export function activePlayers(s: TournamentState): PlayerState[] {
  return [...s.players.values()].filter(isActive);
}

/** The match a player sits at in a round, if any. */
export function findTable(round: RoundState, playerId: string): MatchState | undefined {
  return round.matches.find((m) => m.players.includes(playerId));
}
