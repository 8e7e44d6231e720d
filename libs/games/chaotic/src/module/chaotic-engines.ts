import { EngineVersionRegistry, type GameEngines, type PlayMode } from '@arbiter/rules';
import { checkMatchConfig } from '../engine/config-check';
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

/** Effects that draw, shuffle or reorder mid-game need the seeded deck order: only Apprentice is played on paper (CR 4.1.5). */
function modes(format: string): readonly PlayMode[] {
  const resolved = resolveFormat(format);
  if ('error' in resolved) return [];
  return resolved.base.id === 'apprentice' ? ['digital', 'paper'] : ['digital'];
}

/** The Chaotic engines over a card set (given lazily, so the bundled set loads on first use). */
export function chaoticEngines(cards: () => CardLookup): ChaoticEngines {
  return {
    current: CHAOTIC_ENGINE_VERSION,
    replayable: REPLAYABLE_ENGINE_VERSIONS,
    engine: (version) => chaoticEngineRegistry(cards()).engine(version),
    configFromHeader,
    checkConfig: (config) => checkMatchConfig(config, cards()),
    modes,
  };
}
