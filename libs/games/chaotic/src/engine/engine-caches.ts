import type { CreatureFilter } from '../effects/effect-types';
import { CardAnswers } from './card-facts';
import { EffectsMemo } from './effects-memo';
import { LastUsedMap } from './last-used-map';
import type { StateEntry } from './match-triggers';
import type { Seen } from './special/innate-movement';
import type { LayerEntry } from './stats';
import type { ChaoticState, CreatureState } from './types';

/**
 * What one engine remembers between calls (replay speed), made once with its context
 * (`createContext`) and reached through it: the engine owns these, so an engine of another
 * card set or version never meets them, and they go with the engine. Every value here is
 * derived from a state or from the engine's card text, never part of a state: dropping one
 * only makes the next read slower. What no engine owns stays where it is written: the board
 * and pile write counts (`board-writes.ts`, `discard-pile.ts`) count writes to any state.
 */
export class EngineCaches {
  /** Per card: answers about its text as this engine reads it (`card-facts.ts`). */
  readonly cards = new CardAnswers();
  /** Per state: its innate layer and the keyword lists read under it (`stats.ts`). */
  readonly layers = new LastUsedMap<ChaoticState, LayerEntry>();
  /** Per state: the index of trigger events in its sources (`match-triggers.ts`). */
  readonly triggers = new LastUsedMap<ChaoticState, StateEntry>();
  /** Per state: which sources' innate text may touch moves (`special/innate-movement.ts`). */
  readonly movement = new LastUsedMap<ChaoticState, Seen>();
  /** Per game (its creature list, which never changes): whether any creature card has text that works from a general discard pile (`discard-statics.ts`). */
  readonly discardText = new LastUsedMap<readonly CreatureState[], boolean>();
  /** Per effect list: the targets it needs (`targets.ts`). */
  readonly targetFilters = new EffectsMemo<readonly CreatureFilter[]>();
  /** Per effect list: the target indices it uses as battlegear (`gear-untargetable.ts`). */
  readonly gearTargets = new EffectsMemo<ReadonlySet<number>>();
}
