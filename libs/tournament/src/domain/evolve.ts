import type { TournamentEvent } from './events';
import type { MatchState } from './match';
import type { RoundState, RoundTimer, TournamentState } from './state';
import { timerAfter } from './round-timer';
import { attestedKey, initialState } from './state';

type Draft = {
  -readonly [K in keyof TournamentState]: TournamentState[K];
} & { players: Map<string, TournamentState['players'] extends ReadonlyMap<string, infer P> ? P : never>; roundsPlayed: RoundState[] };

/** Copies what `apply` may replace; player and match objects are shared, never mutated. */
function draftOf(state: TournamentState): Draft {
  return {
    ...state,
    players: new Map(state.players),
    roundsPlayed: state.roundsPlayed.map((r) => ({ ...r, matches: r.matches.slice() })),
  } as Draft;
}

/** evolve(state, event) → state: pure; the input is left untouched. */
export function evolve(state: TournamentState, event: TournamentEvent): TournamentState {
  const draft = draftOf(state);
  apply(draft, event);
  return draft;
}

/** Folds a whole history with one private draft, so replay is linear in the events. */
export function replay(events: readonly TournamentEvent[], from: TournamentState = initialState()): TournamentState {
  const draft = draftOf(from);
  for (const event of events) apply(draft, event);
  return draft;
}

function setMatch(draft: Draft, round: number, table: number, change: (m: MatchState) => MatchState): void {
  const r = draft.roundsPlayed[round - 1];
  const matches = r.matches as MatchState[];
  matches[table - 1] = change(matches[table - 1]);
}

function setTimer(draft: Draft, round: number, timer: RoundTimer): void {
  draft.roundsPlayed[round - 1] = { ...draft.roundsPlayed[round - 1], timer };
}

function apply(draft: Draft, event: TournamentEvent): void {
  switch (event.type) {
    case 'TournamentCreated':
      draft.status = 'registration';
      draft.tournamentId = event.data.tournamentId;
      draft.organizerId = event.data.organizerId;
      draft.settings = event.data.settings;
      return;
    case 'SettingsChanged': {
      const { tiebreakers, rounds, topCut } = event.data;
      if (tiebreakers !== undefined) draft.settings = { ...draft.settings, tiebreakers };
      if (rounds !== undefined) draft.rounds = rounds;
      if (topCut !== undefined) draft.topCut = topCut;
      return;
    }
    case 'PlayerRegistered': {
      const d = event.data;
      draft.players.set(d.playerId, {
        id: d.playerId, name: d.name, deck: d.deck, index: draft.players.size, checkedIn: false,
        missedRounds: d.missedRounds, missedRoundsAs: d.missedRoundsAs, penalties: [],
      });
      return;
    }
    case 'PlayerCheckedIn': {
      const p = draft.players.get(event.data.playerId)!;
      draft.players.set(p.id, { ...p, checkedIn: true });
      return;
    }
    case 'PlayerDropped': {
      const p = draft.players.get(event.data.playerId)!;
      draft.players.set(p.id, { ...p, droppedAfterRound: event.data.afterRound, droppedAs: event.data.reason });
      return;
    }
    case 'PlayerReinstated': {
      const { droppedAfterRound: _after, droppedAs: _as, ...p } = draft.players.get(event.data.playerId)!;
      draft.players.set(p.id, { ...p, missedRounds: [...p.missedRounds, ...event.data.missedRounds] });
      return;
    }
    case 'RoundStarted':
      draft.status = 'running';
      draft.roundsPlayed.push({
        round: event.data.round, phase: event.data.phase, ended: false,
        matches: event.data.pairings.map((p): MatchState => (p.players.length === 1
          ? { ...p, status: 'final', result: { kind: 'games', wins: [2, 0], draws: 0 } }
          : { ...p, status: 'pending' })),
      });
      return;
    case 'ResultReported':
      setMatch(draft, event.data.round, event.data.table, (m) => ({
        ...m, status: 'reported', result: event.data.result, reportedBy: event.data.reportedBy,
      }));
      return;
    case 'ResultConfirmed':
      setMatch(draft, event.data.round, event.data.table, (m) => ({ ...m, status: 'final' }));
      return;
    case 'ResultDisputed':
      setMatch(draft, event.data.round, event.data.table, (m) => ({ ...m, status: 'disputed' }));
      return;
    case 'ResultEntered':
      setMatch(draft, event.data.round, event.data.table, (m) => ({
        ...m, status: 'final', result: event.data.result, reportedBy: event.data.enteredBy,
      }));
      return;
    case 'PenaltyIssued': {
      const p = draft.players.get(event.data.playerId)!;
      draft.players.set(p.id, { ...p, penalties: [...p.penalties, { penalty: event.data.penalty, round: event.data.round }] });
      return;
    }
    case 'RoundEnded': {
      const i = event.data.round - 1;
      draft.roundsPlayed[i] = { ...draft.roundsPlayed[i], ended: true };
      return;
    }
    case 'TopCutStarted':
      draft.topCutSeeds = event.data.seeds;
      return;
    case 'TournamentCompleted':
      draft.status = 'completed';
      draft.winner = event.data.winner;
      return;
    case 'AuditFlagged':
      return; // for judges; the result stands until one of them enters a correction
    case 'DecklistsPublished':
      draft.decklistsPublished = true;
      return;
    case 'AttestedEffectRuled': {
      const { gameId, seq, ruling, ruledBy, at, rule, note } = event.data;
      // A fresh map: states handed out earlier never change under their holders.
      const rulings = new Map(draft.attestedRulings ?? []);
      rulings.set(attestedKey(gameId, seq), { ruling, ruledBy, at, ...(rule ? { rule } : {}), ...(note ? { note } : {}) });
      draft.attestedRulings = rulings;
      return;
    }
    case 'RoundTimerStarted':
    case 'RoundTimerPaused':
    case 'RoundTimerExtended':
      setTimer(draft, event.data.round, timerAfter(draft.roundsPlayed[event.data.round - 1].timer, event));
      return;
    default: {
      const unknown: never = event;
      throw new Error(`unknown tournament event ${(unknown as { type: string }).type}`);
    }
  }
}
