import type { AttestedEffect, AttestedEffectRuling, AttestedRulingAnswer, JudgedVerdict } from '@arbiter/api-contract';
import { describeError, postJson } from '../api.js';
import { h, replace } from '../dom.js';

/** A standing ruling in words: who ruled, and for a rejection the rule and why. */
export function rulingText(ruling: AttestedEffectRuling | undefined): string {
  if (!ruling) return 'awaiting a judge';
  const rule = ruling.rule ? ` (CR ${ruling.rule})` : '';
  return `${ruling.ruling} by ${ruling.by}${rule}${ruling.note ? `: ${ruling.note}` : ''}`;
}

/** The verdict once judges' rulings count: "valid", "valid with N effects awaiting a judge", "invalid". */
export function judgedVerdictLine(judged: JudgedVerdict | undefined): HTMLElement | null {
  if (!judged) return null;
  const kind = judged.verdict === 'valid' ? 'ok' : 'flagged';
  return h('p', {}, 'Verdict with the judges\' rulings: ', h('strong', { class: `verdict ${kind}`, 'data-testid': 'judged-verdict' }, judged.text));
}

/**
 * The ruling cell of an attested effect: the standing ruling, and for staff (a judge's or the
 * organizer's token saved in this browser) Accept and Reject. The answer redraws the cell and
 * the verdict line at once; the feed's `audit` event then redraws the whole page.
 */
export function rulingCell(gameId: string, effect: AttestedEffect, token: string | undefined, verdict: HTMLElement): HTMLElement {
  const cell = h('td', { class: 'wrap', 'data-testid': 'ruling' });
  const draw = (ruling: AttestedEffectRuling | undefined, problem?: string): void => {
    const send = (choice: 'accept' | 'reject') => (): void => {
      postJson<AttestedRulingAnswer>(`/api/games/${encodeURIComponent(gameId)}/attested/${effect.seq}/ruling`, { ruling: choice }, token)
        .then((answer) => {
          draw(answer.ruling);
          replace(verdict, answer.judged.text);
          verdict.className = `verdict ${answer.judged.verdict === 'valid' ? 'ok' : 'flagged'}`;
        })
        .catch((error) => draw(ruling, describeError(error)));
    };
    const buttons = token ? [
      h('button', { type: 'button', disabled: ruling?.ruling === 'accepted', onclick: send('accept') }, 'Accept'),
      h('button', { type: 'button', class: 'secondary', disabled: ruling?.ruling === 'rejected', onclick: send('reject') }, 'Reject'),
    ] : [];
    replace(cell, h('span', { 'data-testid': 'ruling-text' }, rulingText(ruling)), ...buttons,
      problem ? h('span', { class: 'error', role: 'alert' }, problem) : null);
  };
  draw(effect.ruling);
  return cell;
}
