import { choiceViolations, type RecordedChoice, type Violation } from '@arbiter/rules';
import { paperDeclarationViolation } from './paper-declarations';
import { type ChoiceAsked, mayAskChoice, rememberResult, statedChoices, withChoices } from './choices';
import { cloneState } from './clone';
import type { EngineContext } from './context';
import { applyAction, applyOne } from './flow';
import type { ChaoticAction,ChaoticState } from './types';

const copyOf = cloneState;

/** Most variants of one action offered for its choices (a bot picks among them uniformly). */
const MAX_VARIANTS = 64;

/** Whether an action may resolve text that asks a choice: some burst item's card may. */
function mayResolveChoice(state: ChaoticState, ctx: EngineContext): boolean {
  return !!state.masters && state.masters.burst.some((item) => mayAskChoice(ctx, item.card));
}

/** Chaotic's citation for choices recorded in the log (`chaotic/choice-not-legal`, `chaotic/choice-not-asked`). */
const CHOICES_CITE = { game: 'chaotic', rule: '8.5.2' } as const;

/** A choice the resolution asked, as the kit checks it: an answer the log did not state is left out (the v1 default). */
const recorded = (choice: ChoiceAsked): RecordedChoice => ({ kind: choice.kind, options: choice.options, stated: choice.stated ? choice.answer : undefined });

/**
 * CR 8.5.2: the choices an action states (`choices`) are replayed on a copy of the state,
 * which records what the resolution asked; the kit then checks that each is among the legal
 * options when asked, and none is left over.
 */
export function validateChoices(state: ChaoticState, ctx: EngineContext, action: ChaoticAction): Violation[] {
  const answers = statedChoices(action.payload);
  if (answers === null) return [];
  if (answers === 'bad') return [{ code: 'chaotic/choices-malformed', rule: '8.5.2', seq: action.seq, message: '"choices" must be a list of strings' }];
  if (answers.length === 0) return [];
  const { asked, unused, result } = tryOnState(state, ctx, action, answers);
  const declared = paperDeclarationViolation(state, action.seq, asked);
  const found = declared ? [declared] : choiceViolations(action.seq, asked.map(recorded), unused, CHOICES_CITE);
  // Applying this very action next adopts the result instead of resolving the burst again.
  if (found.length === 0) rememberResult(state, action, result);
  return found;
}

/**
 * Applies the action with its stated answers to the state itself, then puts the state back
 * from a copy taken before; returns what was asked and the fields the action produced.
 * Replay speed: the state's own per-state caches (trigger index, innate layer, ...) are warm
 * where a copy's start cold, and adopting the result hands the caches back the very objects
 * they were built on. Every mutable part is in the copy (`cloneState`), so putting its fields
 * back restores the state exactly, also when the action throws. The state's parts are then the
 * copy's (equal, not the same objects): a reference to a part taken before validating an action
 * stating choices sees the try, unless the action is then applied.
 */
function tryOnState(state: ChaoticState, ctx: EngineContext, action: ChaoticAction, answers: readonly string[]): { asked: readonly ChoiceAsked[]; unused: number; result: ChaoticState } {
  const before = copyOf(state, ctx);
  try {
    const { asked, unused } = withChoices(state, answers, () => applyOne(state, ctx, action));
    return { asked, unused, result: { ...state } };
  } finally {
    Object.assign(state, before);
  }
}

/**
 * The action once for each combination of legal choices its resolution asks (so `legalActions`
 * offers the options); the action itself when it resolves nothing that asks.
 */
export function choiceVariants(state: ChaoticState, ctx: EngineContext, action: ChaoticAction): ChaoticAction[] {
  if (!mayResolveChoice(state, ctx)) return [action];
  const out: ChaoticAction[] = [];
  const explore = (prefix: string[]): void => {
    if (out.length >= MAX_VARIANTS) return;
    const copy = copyOf(state, ctx);
    const withPrefix = (prefix.length > 0 ? { ...action, payload: { ...action.payload, choices: prefix } } : action) as ChaoticAction;
    const { asked } = withChoices(copy, prefix, () => applyAction(copy, ctx, withPrefix));
    if (asked.length <= prefix.length) { out.push(withPrefix); return; }
    for (const option of asked[prefix.length].options) explore([...prefix, option]);
  };
  explore([]);
  return out;
}

/**
 * Paper play: a move that engages states the battlegear it turns face up (CR 7.2.2), as the
 * players would declare it; the declaration is the default one (the battlegear placed in decklist
 * order), found by trying the move on a copy.
 */
export function withPaperDeclarations(state: ChaoticState, ctx: EngineContext, action: ChaoticAction): ChaoticAction {
  if (state.mode !== 'paper' || !state.masters || action.type !== 'move' || state.board[action.payload.to] === null) return action;
  const copy = copyOf(state, ctx);
  const { asked } = withChoices(copy, [], () => applyAction(copy, ctx, action));
  return asked.length === 0 ? action : ({ ...action, payload: { ...action.payload, choices: asked.map((choice) => choice.answer) } } as ChaoticAction);
}
