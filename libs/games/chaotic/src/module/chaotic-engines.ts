import { EngineVersionRegistry, type GameEngines, type PlayMode } from '@arbiter/rules';
import { unplayableConfig } from '../engine/config-check';
import { type ChaoticEngine, createChaoticEngine } from '../engine/engine';
import { CHAOTIC_ENGINE_VERSION, REPLAYABLE_ENGINE_VERSIONS } from '../engine/engine-versions';
import type { CardLookup, ChaoticAction, ChaoticMatchConfig, ChaoticOutcome, ChaoticState, EngineDeck } from '../engine/types';
import type { ChaoticView } from '../engine/view';
import { resolveFormat } from '../formats/format';
import { configFromHeader } from '../match-log/config-from-header';

export type ChaoticEngines = GameEngines<ChaoticMatchConfig, ChaoticState, ChaoticAction, ChaoticOutcome, ChaoticView, EngineDeck>;

const registries = new WeakMap<CardLookup, EngineVersionRegistry<ChaoticEngine>>();

/** One engine per card set and version, so repeated audits reuse its card index. */
export function chaoticEngineRegistry(cards: CardLookup): EngineVersionRegistry<ChaoticEngine> {
  let registry = registries.get(cards);
  if (!registry) registries.set(cards, (registry = new EngineVersionRegistry('chaotic', CHAOTIC_ENGINE_VERSION, REPLAYABLE_ENGINE_VERSIONS, (v) => createChaoticEngine(cards, v))));
  return registry;
}

/** Every format is played on paper too: the log declares each hidden card as it becomes known (paper-declarations.ts). */
function modes(format: string): readonly PlayMode[] {
  return 'error' in resolveFormat(format) ? [] : ['digital', 'paper'];
}

/** The Chaotic engines over a card set (given lazily, so the bundled set loads on first use). */
export function chaoticEngines(cards: () => CardLookup): ChaoticEngines {
  return {
    current: CHAOTIC_ENGINE_VERSION,
    replayable: REPLAYABLE_ENGINE_VERSIONS,
    engine: (version) => chaoticEngineRegistry(cards()).engine(version),
    configFromHeader,
    checkConfig: (config) => unplayableConfig(config, cards()),
    modes,
  };
}
