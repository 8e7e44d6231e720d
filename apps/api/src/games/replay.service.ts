import { Injectable } from '@nestjs/common';
import type { AttestedEffect, RuleViolation } from '@arbiter/api-contract';
import { ActionEnvelope, checkSeeds, combineSeeds, GameRegistry, readRegisteredLog, UnknownEngineVersionError } from '@arbiter/rules';
import { Principal } from '../auth';
import { viewerOf } from './game-access';
import { GameRecord, GameRecords, refOf } from './game-records';
import { conflict, GamesProblem } from './games-problem';
import type { GameReplay, ReplayAction } from '@arbiter/api-contract';
import { ReplaySource, walkReplay } from './replay-walk';

/** Steps one request returns when it names no end, and the most it may ask for (a Masters game runs to ~900 actions). */
export const DEFAULT_REPLAY_STEPS = 50;
export const MOST_REPLAY_STEPS = 100;

/** The query of a replay request: the first and last step, as sent. */
export interface ReplayQuery {
  from?: string;
  to?: string;
}

const unavailable = (why: string) => conflict('games/replay-unavailable', `This game cannot be replayed: ${why}.`);

/**
 * A game step by step as the caller may see it: the engine's view after each action, for the
 * same viewer the state endpoint would use (officials everything, a seated player their own
 * hidden cards, anyone else public information). Live games and uploaded logs alike.
 */
@Injectable()
export class ReplayService {
  constructor(
    private readonly records: GameRecords,
    private readonly games: GameRegistry,
  ) {}

  async replay(gameId: string, query: ReplayQuery, principal: Principal | undefined): Promise<GameReplay> {
    const record = await this.records.load(gameId);
    const source = await this.sourceOf(record);
    const { module, header, actions } = source;
    const ref = refOf(record);
    const players = header.players.map((p) => p.id);
    const viewer = viewerOf(principal, { tournamentId: ref.tournamentId, players });
    const { from, to } = windowOf(query, actions.length);
    const walk = walkReplay(source, viewer, from, to);
    const running = record.started !== undefined && record.ended === undefined;
    const hidden = (action: ActionEnvelope): boolean => running && module.log.hiddenUntilEnd?.(action) === true
      && viewer.kind !== 'judge' && !(viewer.kind === 'player' && viewer.player === action.player);
    const stored = await this.records.auditReport(gameId);
    const violations: readonly RuleViolation[] = stored ? stored.report.violations : walk.violations;
    const attested = (stored ? stored.report.attestedEffects : module.log.attested(actions, header.engineVersion) as AttestedEffect[])
      .filter((a) => actions[a.seq - 1] === undefined || !hidden(actions[a.seq - 1]));
    return {
      gameId, tournamentId: ref.tournamentId, matchId: ref.matchId,
      game: module.id, gameName: module.name, gameFormat: header.gameFormat, mode: header.mode, engineVersion: header.engineVersion,
      status: record.upload ? 'uploaded' : running ? 'running' : 'ended',
      players, viewer, total: actions.length, from, to,
      actions: actions.map((a, i): ReplayAction => ({ seq: a.seq, player: a.player, type: a.type, payload: hidden(a) ? { hidden: true } : a.payload, applied: walk.applied[i] })),
      violations: violations.map((v) => ({ code: v.code, rule: v.rule, seq: v.seq, message: v.message, ruleText: module.rules.text(v.rule) ?? null })),
      attested, audited: stored !== undefined, steps: walk.steps,
    };
  }

  /** The module, header, actions and shuffle seed a game replays from, or why it cannot be replayed. */
  private async sourceOf(record: GameRecord): Promise<ReplaySource> {
    if (record.upload) return this.uploadSource(record.upload.ndjson);
    const header = record.started!.header;
    const module = this.games.get(header.game);
    if (header.mode !== 'digital') return { module, header, actions: record.actions };
    const seeds = record.ended?.seeds ?? (await this.records.seeds(record.gameId));
    if (header.players.some((p) => seeds[p.id] === undefined)) {
      throw conflict('games/seeds-pending', 'Every player must reveal their committed seed before the game can be replayed (digital play).');
    }
    return { module, header, actions: record.actions, combined: combineSeeds(header.players.map((p) => seeds[p.id]), header.matchId) };
  }

  /** An uploaded log as the audit reads it: the game its header names, its decklists and its revealed seeds. */
  private uploadSource(ndjson: string): ReplaySource {
    const { module, log, errors } = readRegisteredLog(ndjson, this.games);
    if (!module || !log || errors.length > 0) {
      const [first] = errors;
      throw unavailable(`the log is not a readable match log${first ? ` (line ${first.line}: ${first.message}${errors.length > 1 ? `; ${errors.length - 1} more` : ''})` : ''}`);
    }
    const { header } = log;
    if (!header.decks) throw unavailable('the header publishes only deck hashes; the decklists are needed to replay');
    if (!module.engines.replayable.includes(header.engineVersion)) {
      throw unavailable(new UnknownEngineVersionError(module.id, header.engineVersion, module.engines.replayable).message);
    }
    const [problem] = module.engines.checkConfig(module.engines.configFromHeader(header));
    if (problem) throw unavailable(`the match configuration is unusable (${problem.message})`);
    if (header.mode !== 'digital') return { module, header, actions: log.actions };
    const seeds = checkSeeds(module.id, module.rules.kit.seeds, header, log.reveals);
    if ('violations' in seeds) throw unavailable(`the shuffles cannot be re-derived (${seeds.violations[0].message})`);
    return { module, header, actions: log.actions, combined: seeds.combined };
  }
}

/** The steps asked for: `from` (default 0) to `to` (default `from` + 49), `to` capped at the last step. */
export function windowOf(query: ReplayQuery, total: number): { from: number; to: number } {
  const step = (name: 'from' | 'to', fallback: number): number => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw)) throw invalidWindow(`"${name}" must be a step number from 0 to ${total}, not "${raw}"`);
    return Number(raw);
  };
  const from = step('from', 0);
  if (from > total) throw invalidWindow(`"from" is ${from}, past the last step of this game (${total})`);
  const to = Math.min(step('to', from + DEFAULT_REPLAY_STEPS - 1), total);
  if (to < from) throw invalidWindow(`"to" (${to}) comes before "from" (${from})`);
  if (to - from + 1 > MOST_REPLAY_STEPS) throw invalidWindow(`at most ${MOST_REPLAY_STEPS} steps per request, not ${to - from + 1} (steps ${from} to ${to})`);
  return { from, to };
}

const invalidWindow = (why: string) => new GamesProblem(400, 'games/replay-window-invalid', `Replay window: ${why}.`, { why });
