import type { Pairing } from '@arbiter/api-contract';
import { h, message, replace } from '../dom.js';

export interface PodResultOptions {
  round: number;
  pairing: Pairing;
  playerName: (playerId: string) => string;
  /** Marks a field as typed in, so a redraw keeps it. */
  onEdit: (event: Event) => void;
  /** Sends the points once every field reads as a whole number of at least 0. */
  submit: (points: Record<string, number>) => void;
}

/** The points typed for one seat, or what is wrong with them in words. */
function readPoints(raw: string, who: string): { points: number } | { problem: string } {
  const text = raw.trim();
  if (text === '') return { problem: `Enter the points of ${who}.` };
  if (!/^\d+$/.test(text)) return { problem: `The points of ${who} must be a whole number of at least 0, not “${text}”.` };
  return { points: Number(text) };
}

/**
 * A pod's result entered by points: one field per seat, in seat order, each labelled with the
 * player's name. The fields are checked here first, so a slip is named before anything is sent.
 */
export function podResultCard(options: PodResultOptions): HTMLElement {
  const { round, pairing, playerName } = options;
  const id = `r${round}-t${pairing.table}`;
  const seats = pairing.players.filter((p): p is string => p !== null);
  const current = pairing.result && 'points' in pairing.result ? pairing.result.points : undefined;
  const problems = h('div', { 'aria-live': 'assertive' });
  const fields = seats.map((playerId, seat) => {
    const fieldId = `${id}-points-${seat + 1}`;
    const input = h('input', {
      id: fieldId, name: playerId, type: 'number', min: 0, step: 1, inputmode: 'numeric',
      value: current?.[playerId] ?? '', oninput: options.onEdit,
    });
    return { playerId, input, row: h('div', { class: 'pod-seat' }, h('label', { for: fieldId }, `Points of ${playerName(playerId)}`), input) };
  });
  const form = h('form', { id, class: 'card', novalidate: true, 'data-match-id': pairing.matchId, 'aria-labelledby': `${id}-heading`, onsubmit: (event: Event) => {
    event.preventDefault();
    const points: Record<string, number> = {};
    const wrong: { input: HTMLInputElement; problem: string }[] = [];
    for (const { playerId, input } of fields) {
      const read = readPoints(input.value, `${playerName(playerId)} (table ${pairing.table})`);
      input.removeAttribute('aria-invalid');
      if ('problem' in read) wrong.push({ input, problem: read.problem });
      else points[playerId] = read.points;
    }
    if (wrong.length > 0) {
      for (const { input } of wrong) input.setAttribute('aria-invalid', 'true');
      replace(problems, ...wrong.map((w) => message(w.problem, 'error')));
      wrong[0].input.focus();
      return;
    }
    replace(problems);
    // Submitted: from now on the fields show what the api says.
    for (const { input } of fields) delete input.dataset.edited;
    options.submit(points);
  } },
  h('h3', { id: `${id}-heading` }, `Table ${pairing.table}`),
  fields.map((f) => f.row),
  problems,
  h('button', { type: 'submit' }, current ? 'Correct points' : 'Enter points'));
  return form;
}
