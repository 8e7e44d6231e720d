import { statedChoiceList } from '@arbiter/rules';
import type { CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import type { ChaoticAction,ChaoticState } from './types';
import type { CardEffects } from './card-effects';
import { bothTexts, cardFact } from './card-facts';

/** What a resolving effect asks its controller: the kind of choice and the legal options. */
export interface ChoiceAsked {
  readonly kind: ChoicePoint;
  readonly options: readonly string[];
  readonly answer: string;
  /** The answer came from the log (false: the v1 default, the first option). */
  readonly stated: boolean;
}

/** The choices the effect registry asks for on resolution (docs/match-log-format.md). */
export type ChoicePoint = 'element' | 'discipline' | 'mode' | 'creature' | 'confirm' | 'space' | 'mugic-to-hand' | 'mugic-to-discard' | 'attack-to-discard' | 'battlegear-to-play' | 'player' | 'card-to-remove'
  | 'battlegear-revealed' | 'attack-drawn' | 'location-revealed' | 'coin';

/** The answers an action states for the resolution it triggers, consumed in order. */
class ChoiceTape {
  next = 0;
  readonly asked: ChoiceAsked[] = [];
  constructor(readonly answers: readonly string[]) {}
}

const tapes = new WeakMap<ChaoticState, ChoiceTape>();

/**
 * The controller's pick among `options` on resolution: the next answer the action states,
 * else the first option (how v1 logs without `choices` replay). An answer outside the
 * options is recorded (validation rejects it, CR 8.5.2) and the first option is taken.
 */
export function pick(state: ChaoticState, kind: ChoicePoint, options: readonly string[]): string | undefined {
  if (options.length === 0) return undefined;
  const tape = tapes.get(state);
  if (!tape) return options[0];
  const stated = tape.next < tape.answers.length;
  const answer = stated ? tape.answers[tape.next++] : options[0];
  tape.asked.push({ kind, options: [...options], answer, stated });
  return options.includes(answer) ? answer : options[0];
}

/** Runs `apply` with the stated answers on tape; returns the choices it asked. An outer tape keeps recording. */
export function withChoices(state: ChaoticState, answers: readonly string[], apply: () => void): { asked: ChoiceAsked[]; unused: number } {
  if (tapes.has(state)) { apply(); return { asked: [], unused: 0 }; }
  const tape = new ChoiceTape(answers);
  tapes.set(state, tape);
  try {
    apply();
  } finally {
    tapes.delete(state);
  }
  return { asked: tape.asked, unused: answers.length - tape.next };
}

const CHOICE_VERBS = /"verb":"(?:remove-from-game|choose-one|choose-element|choose-discipline|optional|relocate|return-mugic-to-hand|discard-mugic|discard-attack|return-creature-to-play|change-target|sacrifice-creature|return-to-play|sacrifice-battlegear|return-battlegear-to-play)"|"chosen":true/;
const asksChoice = (effects: CardEffects) => bothTexts(effects).some((e: CardEffect) => e.kind === 'automated' && CHOICE_VERBS.test(JSON.stringify(e.steps)));

/** Whether a card's text may ask a choice on resolution (memoised per card). */
export function mayAskChoice(ctx: EngineContext, card: string): boolean {
  return cardFact(ctx, card, asksChoice);
}

/**
 * The payload the match-log reader gives every action line whose payload is `{}` (three lines in four are a bare
 * `pass`): one frozen object, so a parsed log holds no empty object per line and the `choices` of most actions are
 * known without reading a field of payloads of many shapes (a slow, megamorphic read on every action; replay speed).
 */
export const EMPTY_PAYLOAD: Readonly<Record<string, never>> = Object.freeze({});

/** The `choices` field of a payload: absent, or a list of strings (the kit's reading, after the bare-payload fast path). */
export function statedChoices(payload: unknown): readonly string[] | null | 'bad' {
  return payload === EMPTY_PAYLOAD ? null : statedChoiceList(payload);
}

/** A state an action with choices was validated on, and the copy it produced (replay speed: applied once). */
const validated = new WeakMap<ChaoticState, { action: ChaoticAction; lastSeq: number; result: ChaoticState }>();

export function rememberResult(state: ChaoticState, action: ChaoticAction, result: ChaoticState): void {
  validated.set(state, { action, lastSeq: state.lastSeq, result });
}

/** The copy validation produced for exactly this action on this unchanged state, if any (used once). */
export function takeResult(state: ChaoticState, action: ChaoticAction): ChaoticState | undefined {
  const found = validated.get(state);
  validated.delete(state);
  return found && found.action === action && found.lastSeq === state.lastSeq ? found.result : undefined;
}
