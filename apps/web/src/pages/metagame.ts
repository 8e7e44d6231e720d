import type { DeckSummary, Metagame, TribeShare } from '@arbiter/api-contract';
import { getJson, tournamentPath } from '../api.js';
import { ChartInstance, loadChartJs, PALETTE } from '../charts.js';
import { h, message, replace, table } from '../dom.js';
import { percent } from '../format.js';
import { loadTournament, tournamentHeader } from '../tournament-context.js';

function figure(title: string, description: string): { figure: HTMLElement; canvas: HTMLCanvasElement } {
  const canvas = h('canvas', { role: 'img', 'aria-label': description });
  return { canvas, figure: h('figure', { class: 'chart' }, h('div', { class: 'chart-box' }, canvas), h('figcaption', {}, title)) };
}

/** The game's word for a group (`tribe` in Chaotic, `order` in Lightseekers), as a heading: `Tribe`, `Orders`. */
const titled = (label: string, plural = false) => `${label.charAt(0).toUpperCase()}${label.slice(1)}${plural ? 's' : ''}`;

function tribesTable(tribes: TribeShare[], label: string): HTMLElement {
  return table(`${titled(label, true)}: share of the field and results`, [titled(label), { label: 'Players', className: 'num' }, { label: 'Share', className: 'num' }, { label: 'W–L–D', className: 'num' }, { label: 'Win rate', className: 'num' }],
    tribes.map((t) => h('tr', {}, h('th', { scope: 'row' }, t.tribe), h('td', { class: 'num' }, t.players), h('td', { class: 'num' }, percent(t.share)),
      h('td', { class: 'num' }, `${t.wins}–${t.losses}–${t.draws}`), h('td', { class: 'num' }, percent(t.winRate)))), { 'data-testid': 'tribes' });
}

function decksTable(decks: DeckSummary[], label: string): HTMLElement | null {
  if (!decks.length) return null;
  // The count is of the cards that belong to a group: a Chaotic deck's creatures, every card of a Lightseekers deck.
  return table('Decks', ['Name', titled(label), label === 'tribe' ? 'Creatures' : 'Cards'], decks.map((d) => h('tr', {}, h('td', {}, d.name), h('td', {}, d.tribe), h('td', {}, d.creatures))));
}

/** The share of the field by the game's group (Chaotic: tribe) as a doughnut and win rates as bars, each with the same figures as a table. */
export async function renderMetagame(main: HTMLElement, params: { tournamentId: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  const meta = await getJson<Metagame>(tournamentPath(context.id, '/metagame'));
  document.title = `${context.name} · Metagame · Arbiter`;
  const tribes = [...meta.tribes].sort((a, b) => b.players - a.players);
  // Figures projected before games named their grouping have no label: they were Chaotic's tribes.
  const label = meta.label ?? 'tribe';
  if (tribes.length === 0) {
    replace(main, tournamentHeader(context, 'metagame'), message('No decks registered yet.'));
    return () => undefined;
  }
  const share = figure('Share of the field', `Share of the field by ${label}: ${tribes.map((t) => `${t.tribe} ${percent(t.share)}`).join(', ')}`);
  const rates = figure('Match win rate', `Match win rate by ${label}: ${tribes.map((t) => `${t.tribe} ${percent(t.winRate)}`).join(', ')}`);
  replace(main, tournamentHeader(context, 'metagame'),
    h('section', { 'aria-label': 'Charts', class: 'charts' }, share.figure, rates.figure),
    tribesTable(tribes, label), decksTable(meta.decks, label));
  const charts: ChartInstance[] = [];
  try {
    const Chart = await loadChartJs();
    const labels = tribes.map((t) => t.tribe);
    const colors = tribes.map((_, i) => PALETTE[i % PALETTE.length]);
    const common = { responsive: true, maintainAspectRatio: false, animation: false };
    charts.push(new Chart(share.canvas, { type: 'doughnut', data: { labels, datasets: [{ data: tribes.map((t) => t.share * 100), backgroundColor: colors }] },
      options: { ...common, plugins: { legend: { position: 'bottom' } } } }));
    charts.push(new Chart(rates.canvas, { type: 'bar', data: { labels, datasets: [{ label: 'Win rate %', data: tribes.map((t) => (t.winRate === null ? null : t.winRate * 100)), backgroundColor: colors }] },
      options: { ...common, scales: { y: { min: 0, max: 100 } }, plugins: { legend: { display: false } } } }));
  } catch (error) {
    main.querySelector('.charts')?.append(message(`Charts unavailable (${(error as Error).message}); the table below has the figures.`));
  }
  return () => charts.forEach((c) => c.destroy());
}
