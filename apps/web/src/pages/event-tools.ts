import { h } from '../dom.js';
import type { TournamentContext } from '../tournament-context.js';
import { publishDecklistsCard } from './publish-decklists.js';

/** Links to the printouts and the projector, and the decklists card: the organizer's tools for a paper event. */
export function eventTools(context: TournamentContext, token: string): HTMLElement[] {
  const base = `/tournaments/${encodeURIComponent(context.id)}`;
  const round = context.currentRound;
  const sheet = (by: string): string => `${base}/pairings/print?${round ? `round=${round}&` : ''}by=${by}`;
  const links: [string, string][] = [
    [sheet('name'), 'Pairings by name'], [sheet('table'), 'Pairings by table'], [sheet('slips'), 'Result slips'],
    [`${base}/standings/print`, 'Standings'], [`${base}/projector`, 'Projector (round timer)'],
  ];
  return [
    h('section', { class: 'card', 'aria-labelledby': 'printouts-heading' }, h('h2', { id: 'printouts-heading' }, 'Printouts and projector'),
      h('ul', {}, links.map(([href, label]) => h('li', {}, h('a', { href }, label))))),
    publishDecklistsCard(context, token),
  ];
}
