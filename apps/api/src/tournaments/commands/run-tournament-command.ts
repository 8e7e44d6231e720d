import { Inject, Optional } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConcurrencyError, EVENT_STORE, EventStore, eventIdFor } from '@arbiter/event-store';
import { GameRegistry } from '@arbiter/rules';
import { CommandContext, decide, isRejection, replay, TournamentCommand, TournamentEvent, TournamentState } from '@arbiter/tournament';
import { asTournamentEvents, LoadedTournament, toNewEvents, TOURNAMENT_STREAM_TYPE, TournamentFolds, tournamentStreamId } from '@arbiter/platform';
import { EventAppendService } from '../../events/event-append.service';
import { gamesDeckChecker } from '../../games-deck-checker';
import type { Actor } from '../actor';
import { rejectionProblem } from '../api-problem';
import { CommandInput, locateMatch, toMatchResult } from './resolve-command';

/**
 * Tables of one tournament report at once and collide on its stream. Every command here is safe
 * to decide again (report, confirm, dispute, enter result, check-in, drop, registration…): the
 * client stated no version, decide is pure, and the newer state re-checks every precondition —
 * so only a command the newer stream really refuses reaches the client as a problem.
 */
const MAX_ATTEMPTS = 10;

/** Runs one api request against a tournament's stream. */
export class RunTournamentCommand {
  constructor(
    readonly tournamentId: string,
    readonly actor: Actor,
    readonly commandId: string,
    readonly input: CommandInput,
    /** The request's time: decide never reads a clock. */
    readonly now: string,
  ) {}
}

export interface CommandOutcome {
  /** The tournament after the command. */
  state: TournamentState;
  /** The events the command appended (or had appended, when this was a retry). */
  events: readonly TournamentEvent[];
  version: number;
  /** False for a retried command that was stored before: nothing was appended this time. */
  appended: boolean;
}

/**
 * Load the stream (the folded state kept per tournament, plus the events after it), decide,
 * append at the version that was read. A concurrent append makes us read the new events and
 * decide again (bounded, with a short random pause so colliding writers spread out).
 */
@CommandHandler(RunTournamentCommand)
export class RunTournamentCommandHandler implements ICommandHandler<RunTournamentCommand, CommandOutcome> {
  private readonly folds: TournamentFolds;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly appender: EventAppendService,
    private readonly games: GameRegistry,
    @Optional() folds?: TournamentFolds,
  ) {
    this.folds = folds ?? new TournamentFolds(store);
  }

  async execute(cmd: RunTournamentCommand): Promise<CommandOutcome> {
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.folds.load(cmd.tournamentId);
      const earlier = alreadyStored(loaded, cmd.commandId);
      if (earlier) return earlier;
      const context: CommandContext = { actor: cmd.actor, now: cmd.now };
      const events = decideInput(loaded.state, cmd.input, context, this.games);
      // A command with nothing left to do (publishing published decklists) stores nothing.
      if (events.length === 0) return { state: loaded.state, events, version: loaded.version, appended: false };
      try {
        const result = await this.appender.append(tournamentStreamId(cmd.tournamentId), toNewEvents(events, cmd.commandId, context), {
          expectedVersion: loaded.version === 0 ? 'no_stream' : loaded.version,
          // The head the fold ends at: the store appends in one statement, and only onto that head.
          ...(loaded.version > 0 ? { expectedHeadHash: loaded.stored[loaded.stored.length - 1].hash } : {}),
          streamType: TOURNAMENT_STREAM_TYPE,
        });
        return { state: replay(events, loaded.state), events, version: result.nextVersion, appended: result.appended };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
        if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
      }
    }
  }
}

/** A retried request (same Idempotency-Key) answers as the first one did and appends nothing. */
function alreadyStored(loaded: LoadedTournament, commandId: string): CommandOutcome | undefined {
  const first = eventIdFor(commandId, 0);
  if (!loaded.stored.some((e) => e.eventId === first)) return undefined;
  const mine = loaded.stored.filter((e) => e.metadata.commandId === commandId);
  return { state: loaded.state, events: asTournamentEvents(mine), version: loaded.version, appended: false };
}

/** The events of the request, or a thrown problem; a batch is all or nothing. Decks and games are the registry's. */
export function decideInput(state: TournamentState, input: CommandInput, context: CommandContext, games: GameRegistry): TournamentEvent[] {
  const options = { deckChecker: gamesDeckChecker(games), games: games.list() };
  const once = (s: TournamentState, command: TournamentCommand, extra: Record<string, unknown> = {}): readonly TournamentEvent[] => {
    const decision = decide(s, command, context, options);
    if (isRejection(decision)) {
      // A batch's refusal names its line (a CSV import's) in the detail itself, not only in `line`.
      const problem = rejectionProblem(typeof extra.line === 'number' ? { ...decision, message: `Line ${extra.line}: ${decision.message}` } : decision);
      Object.assign(problem.details, extra);
      throw problem;
    }
    return decision;
  };
  switch (input.kind) {
    case 'domain':
      return [...once(state, input.command)];
    case 'score': {
      const { round, table, players } = locateMatch(state, input.matchId);
      const result = toMatchResult(players, input.score, input.matchId);
      const data = { round, table, result, ...(input.note ? { note: input.note } : {}) };
      return [...once(state, { type: input.action, data } as TournamentCommand)];
    }
    case 'batch': {
      const events: TournamentEvent[] = [];
      let current = state;
      for (const { command, line } of input.commands) {
        const step = once(current, command, { line });
        events.push(...step);
        current = replay(step, current);
      }
      return events;
    }
    default: {
      const unknown: never = input;
      throw new Error(`unknown command input ${JSON.stringify(unknown)}`);
    }
  }
}
