import type { PlayableGame } from './validate-settings';
import type { ChangeSettings, CheckInPlayer, CommandContext, CreateTournament, DropPlayer, RegisterPlayer, ReinstatePlayer } from './commands';
import { forbidden, isOfficial } from './authority';
import type { DeckChecker } from './deck-checker';
import type { TournamentEvent } from './events';
import { reject, Rejection } from './rejection';
import { currentRound, findTable, TournamentState } from './state';
import { validateSettings } from './validate-settings';

type RegistrationCommand = CreateTournament | ChangeSettings | RegisterPlayer | CheckInPlayer | DropPlayer | ReinstatePlayer;

export function decideRegistration(state: TournamentState, command: RegistrationCommand, context: CommandContext, deckChecker?: DeckChecker, games?: readonly PlayableGame[]): readonly TournamentEvent[] | Rejection {
  const { actor } = context;
  switch (command.type) {
    case 'CreateTournament': {
      if (state.status !== 'empty') return reject('tournament/already-created', 'This tournament already exists.');
      if (actor.role !== 'organizer') return forbidden('an organizer may create a tournament');
      const invalid = validateSettings(command.data.settings, games);
      if (invalid) return invalid;
      return [{ type: 'TournamentCreated', data: { tournamentId: command.data.tournamentId, settings: command.data.settings, organizerId: actor.id, createdAt: context.now } }];
    }
    case 'ChangeSettings': {
      if (actor.role !== 'organizer') return forbidden('the organizer may change the settings');
      const { rounds, topCut, tiebreakers } = command.data;
      if (rounds !== undefined && (!Number.isInteger(rounds) || rounds < state.roundsPlayed.filter((r) => r.phase !== 'elimination').length || rounds < 1)) {
        return reject('tournament/invalid-settings', 'rounds must be a whole number no lower than the rounds already played.');
      }
      if (topCut !== undefined && ![0, 4, 8, 16].includes(topCut)) return reject('tournament/invalid-settings', 'topCut must be 0, 4, 8 or 16.');
      if (tiebreakers !== undefined && !['mtg', 'pokemon', 'chess'].includes(tiebreakers)) return reject('tournament/invalid-settings', 'tiebreakers must be mtg, pokemon or chess.');
      return [{ type: 'SettingsChanged', data: command.data }];
    }
    case 'RegisterPlayer': {
      const { playerId, name, deck, missedRounds } = command.data;
      if (!isOfficial(context) && actor.id !== playerId) return forbidden('a player may register themself');
      if (state.players.has(playerId)) return reject('tournament/player-already-registered', `${playerId} is already registered.`);
      const started = state.roundsPlayed.length;
      if (started > 0) {
        const kind = state.settings.structure.kind;
        if (kind !== 'swiss' && kind !== 'pods') return reject('tournament/registration-closed', `A ${kind} tournament takes no late entries.`);
        if (state.topCutSeeds) return reject('tournament/registration-closed', 'The top cut has started.');
        if (!isOfficial(context)) return forbidden('a judge or the organizer may admit a late entry');
      }
      if (missedRounds === 'not-played' && actor.role !== 'organizer') return forbidden('the organizer may waive the losses of missed rounds');
      if (!deckChecker) return reject('tournament/deck-illegal', 'No deck checker is available to check the deck.');
      const violations = deckChecker(state.settings.game, state.settings.format, deck);
      if (violations.length > 0) return reject('tournament/deck-illegal', `The deck breaks ${violations.length} rule(s) of ${state.settings.format}.`, { violations });
      // A round already running counts as missed too: the late entrant is paired from the next one.
      const missed = Array.from({ length: started }, (_, i) => i + 1);
      return [{ type: 'PlayerRegistered', data: { playerId, name, deck: { cards: [...deck.cards] }, missedRounds: missed, missedRoundsAs: missedRounds ?? 'loss' } }];
    }
    case 'CheckInPlayer': {
      const player = state.players.get(command.data.playerId);
      if (!player) return reject('tournament/player-unknown', `${command.data.playerId} is not registered.`);
      if (!isOfficial(context) && actor.id !== player.id) return forbidden('a player may check themself in');
      if (state.roundsPlayed.length > 0) return reject('tournament/check-in-closed', 'Check-in closes when round one starts.');
      if (player.droppedAfterRound !== undefined) return reject('tournament/player-dropped', `${player.id} has dropped.`);
      return [{ type: 'PlayerCheckedIn', data: { playerId: player.id } }];
    }
    case 'DropPlayer': {
      const player = state.players.get(command.data.playerId);
      if (!player) return reject('tournament/player-unknown', `${command.data.playerId} is not registered.`);
      if (!isOfficial(context) && actor.id !== player.id) return forbidden('a player may drop themself');
      if (player.droppedAfterRound !== undefined) return reject('tournament/player-dropped', `${player.id} has already dropped.`);
      const events: TournamentEvent[] = [{ type: 'PlayerDropped', data: { playerId: player.id, afterRound: state.roundsPlayed.length, reason: 'requested' } }];
      events.push(...concedeOpenEliminationMatch(state, player.id, actor.id));
      return events;
    }
    case 'ReinstatePlayer': {
      const player = state.players.get(command.data.playerId);
      if (!player) return reject('tournament/player-unknown', `${command.data.playerId} is not registered.`);
      if (actor.role !== 'organizer') return forbidden('the organizer may reinstate a player');
      if (player.droppedAfterRound === undefined) return reject('tournament/player-not-dropped', `${player.name} has not dropped: there is nothing to reinstate.`);
      if (player.droppedAs === 'disqualified') return reject('tournament/player-disqualified', `${player.name} was disqualified; a disqualification is not undone by reinstating.`);
      if (state.topCutSeeds) return reject('tournament/registration-closed', 'The top cut has started: no one joins it by reinstatement.');
      // Rounds started after the drop were missed: they count as a late entrant's missed rounds do.
      const missed = state.roundsPlayed.map((r) => r.round).filter((r) => r > player.droppedAfterRound! && !player.missedRounds.includes(r));
      return [{ type: 'PlayerReinstated', data: { playerId: player.id, missedRounds: missed } }];
    }
    default: {
      const unknown: never = command;
      return reject('tournament/invalid-settings', `Unknown command ${(unknown as { type: string }).type}.`);
    }
  }
}

/** A player who leaves a top cut is not replaced: an open elimination match goes to the opponent. */
function concedeOpenEliminationMatch(state: TournamentState, playerId: string, by: string): TournamentEvent[] {
  const round = currentRound(state);
  if (!round || round.ended || round.phase !== 'elimination') return [];
  const match = findTable(round, playerId);
  if (!match || match.players.length !== 2 || match.status === 'final') return [];
  const needed = Math.ceil(state.settings.bestOf / 2);
  const wins: [number, number] = match.players[0] === playerId ? [0, needed] : [needed, 0];
  return [{ type: 'ResultEntered', data: { round: round.round, table: match.table, result: { kind: 'games', wins, draws: 0 }, enteredBy: by, correction: false, note: `${playerId} dropped` } }];
}
