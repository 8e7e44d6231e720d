import type { Violation } from '../violation';

/** A choice a resolution asked: what kind, the legal options then, and what the log stated (undefined: left out). */
export interface RecordedChoice {
  readonly kind: string;
  readonly options: readonly string[];
  readonly stated: string | undefined;
}

/**
 * Choices recorded in a log are checked against the legal options when they were asked: each
 * stated one must be among them, and none may be left over. `code` and `rule` are the game's
 * (Chaotic: `chaotic/choice-not-legal`, CR 8.5.2).
 */
export function choiceViolations(seq: number, asked: readonly RecordedChoice[], leftOver: number, cite: { readonly game: string; readonly rule: string }): Violation[] {
  const found: Violation[] = [];
  asked.forEach((choice, i) => {
    if (choice.stated !== undefined && !choice.options.includes(choice.stated)) {
      found.push({ code: `${cite.game}/choice-not-legal`, rule: cite.rule, seq, message: `choice ${i + 1} (${choice.kind}): "${choice.stated}" is not among the legal options ${choice.options.map((o) => `"${o}"`).join(', ')}` });
    }
  });
  if (leftOver > 0) found.push({ code: `${cite.game}/choice-not-asked`, rule: cite.rule, seq, message: `${leftOver} stated choice(s) left over: the resolution asked only ${asked.length}` });
  return found;
}

/** The stated choices of a payload: absent (null), a list of strings, or `bad` for anything else. */
export function statedChoiceList(payload: unknown): readonly string[] | null | 'bad' {
  const value = (payload as { choices?: unknown } | null)?.choices;
  if (value === undefined) return null;
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : 'bad';
}
