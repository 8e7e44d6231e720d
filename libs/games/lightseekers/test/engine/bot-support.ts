import type { MatchLogHeader, ParsedMatchLog, PlayMode } from '@arbiter/rules';
import { combineSeeds, playBotMatch, readMatchLog, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import type { LightseekersAction, LightseekersConfig, LightseekersDeck, LightseekersState } from '../../src';
import { lightseekersModule } from '../../src';

export const engine = lightseekersModule.engines.engine();

/** Random legal Constructed decks for `n` players, the same for a seed. */
export function decksFor(n: number, seed: number): LightseekersDeck[] {
  const rng = new SeededRng(rngStateFromSeed(seed * 7919 + n));
  return Array.from({ length: n }, () => lightseekersModule.decks.random('constructed', rng));
}

export type LsLog = ParsedMatchLog<MatchLogHeader<LightseekersDeck>, LightseekersAction>;

/** A whole bot game as the parsed log a judge would audit (digital play unless `mode` says paper). */
export function botLog(n: number, seed: number, mode: PlayMode = 'digital'): { log: LsLog; ndjson: string } {
  const match = playBotMatch(lightseekersModule, { format: 'constructed', decks: decksFor(n, seed), seed, mode });
  const ndjson = toNdjson(match.header, match.actions, match.trailer);
  const { log, errors } = readMatchLog<MatchLogHeader<LightseekersDeck>, LightseekersAction>(ndjson, { game: 'lightseekers', actionTypes: Object.keys(lightseekersModule.log.actionTypes) });
  if (!log) throw new Error(errors.map((e) => e.message).join('; '));
  return { log, ndjson };
}

/** The states a logged game passes through (before each action, and the last). */
export function statesOf(log: LsLog): LightseekersState[] {
  const config: LightseekersConfig = lightseekersModule.engines.configFromHeader(log.header);
  const seeds = log.header.mode === 'paper' ? {} : { combined: combineSeeds(log.header.players.map((p) => log.reveals.find((r) => r.player === p.id)!.seed), log.header.matchId) };
  const state = engine.setup(config, seeds);
  const states = [engine.clone(state)];
  for (const action of log.actions) {
    engine.applyInPlace(state, action);
    states.push(engine.clone(state));
  }
  return states;
}
