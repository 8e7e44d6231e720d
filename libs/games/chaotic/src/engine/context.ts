import type { AttackDamage, Card } from '../cards/card';
import { type CardEffects, effectsIndex } from './card-effects';
import { EngineCaches } from './engine-caches';
import { boundsAttestedByWords, CHAOTIC_ENGINE_VERSION, checksAttestedBounds, frozenCardText } from './engine-versions';
import type { ChaoticState, CardLookup } from './types';
import { effectRuntime, type EffectSource, type EngineEffectContext, type StaticLayer } from './effect-context';
import type { Stats } from './stats';

/** Card facts the engine reads during play, indexed once per engine for fast replay. */
export interface EngineContext {
  readonly cards: CardLookup;
  attackDamage(card: string): AttackDamage | undefined;
  locationInitiative(card: string): string | undefined;
  /** Parsed card text for the Masters game (memoised). */
  effects(card: string): CardEffects;
  /** The effect runtime, for the reads below it that run card text (`EffectRuntime`). */
  readonly runtime: EffectRuntime;
  /** What this engine remembers of the states it reads and of its card text (`engine-caches.ts`). */
  readonly caches: EngineCaches;
  /** The engine version checks attested outcomes against their card's text (1.5.0 on, `engine-versions.ts`). */
  readonly attestBounds: boolean;
  /** Attested text no clause template reads is bounded by its words (1.6.0 on, `attest-word-bounds.ts`). */
  readonly attestWordBounds: boolean;
}

/**
 * What the current values and the trigger finders need of the effect runtime
 * (`effect-context.ts`), which itself reads them: innate text gathered into a layer
 * (CR 8.9.2) and a context to read conditions and targets with. Handed down in the
 * engine's context so that no file below the runtime imports it.
 */
export interface EffectRuntime {
  collectStatics(state: ChaoticState, ctx: EngineContext, stats: Stats): StaticLayer;
  /** A context only read from (conditions, targets, a Mugic's own cost): its verbs are never run. */
  probe(state: ChaoticState, ctx: EngineContext, stats: Stats, from: EffectSource): EngineEffectContext;
}

/** `version`: the engine version whose reading of card text to use (`engine-versions.ts`); the current one by default. */
export function createContext(cards: CardLookup, version: string = CHAOTIC_ENGINE_VERSION): EngineContext {
  const damage = new Map<string, AttackDamage | undefined>();
  const initiative = new Map<string, string | undefined>();
  const lookup = (id: string): Card | undefined => cards.byId(id);
  return {
    cards,
    effects: effectsIndex(lookup, frozenCardText(version)),
    runtime: effectRuntime,
    caches: new EngineCaches(),
    attestBounds: checksAttestedBounds(version),
    attestWordBounds: boundsAttestedByWords(version),
    attackDamage(card) {
      let known = damage.get(card);
      if (known === undefined && !damage.has(card)) {
        const found = lookup(card);
        known = found?.type === 'Attack' ? found.damage : undefined;
        damage.set(card, known);
      }
      return known;
    },
    locationInitiative(card) {
      if (!initiative.has(card)) {
        const found = lookup(card);
        initiative.set(card, found?.type === 'Location' ? found.initiative : undefined);
      }
      return initiative.get(card);
    },
  };
}
