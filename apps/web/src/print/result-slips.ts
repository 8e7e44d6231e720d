import type { Pairing } from '@arbiter/api-contract';
import { h } from '../dom.js';

/** An empty box to write a number in, labelled for whoever reads the sheet (or a screen reader). */
const box = (label: string): HTMLElement => h('span', { class: 'write-box', role: 'img', 'aria-label': label });

/**
 * One slip per table for the players to fill in and sign: games won and draws for a match
 * (best of 1 or 3, from the settings), or every seat's points for a pod. Byes get no slip.
 */
export function resultSlip(round: number, pairing: Pairing, bestOf: number, nameOf: (playerId: string) => string): HTMLElement | null {
  const players = pairing.players.filter((p): p is string => p !== null);
  if (players.length < 2) return null;
  const pod = players.length > 2;
  const rows = players.map((playerId, i) => h('tr', {},
    h('td', { class: 'num' }, i + 1),
    h('th', { scope: 'row' }, nameOf(playerId)),
    h('td', {}, box(pod ? `Points of ${nameOf(playerId)}` : `Games won by ${nameOf(playerId)}`)),
    h('td', { class: 'signature' }, '')));
  return h('article', { class: 'slip', 'data-table': pairing.table },
    h('header', {}, h('strong', {}, `Round ${round} · Table ${pairing.table}`), h('span', {}, pod ? 'Pod: points per seat' : `Best of ${bestOf}`)),
    h('table', {},
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'num' }, 'Seat'), h('th', { scope: 'col' }, 'Player'),
        h('th', { scope: 'col' }, pod ? 'Points' : 'Games won'), h('th', { scope: 'col' }, 'Signature'))),
      h('tbody', {}, rows)),
    pod ? null : h('p', {}, 'Drawn games: ', box('Drawn games')));
}
