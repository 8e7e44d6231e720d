import { getJson, tournamentPath } from './api.js';
import { h } from './dom.js';
import type { TournamentSummary } from '@arbiter/api-contract';

/** What every tournament page needs: its summary and a player id → name lookup. */
export interface TournamentContext {
  id: string;
  summary: TournamentSummary;
  name: string;
  currentRound: number | undefined;
  playerName: (playerId: string | null) => string;
}

export async function loadTournament(id: string): Promise<TournamentContext> {
  const summary = await getJson<TournamentSummary>(tournamentPath(id));
  const names = new Map(summary.players.map((p) => [p.playerId, p.name]));
  return {
    id,
    summary,
    name: summary.name,
    currentRound: summary.currentRound?.round,
    playerName: (playerId) => (playerId === null ? 'Bye' : names.get(playerId) ?? playerId),
  };
}

export type Tab = 'standings' | 'pairings' | 'metagame' | 'me' | 'organizer';

/** The tournament's heading and its section navigation (a landmark with the current page marked). */
export function tournamentHeader(context: TournamentContext, current: Tab, extra?: Node): HTMLElement {
  const base = `/tournaments/${encodeURIComponent(context.id)}`;
  const tabs: [Tab, string, string][] = [
    ['standings', 'Standings', base],
    ['pairings', 'Pairings', context.currentRound ? `${base}/rounds/${context.currentRound}` : `${base}/rounds`],
    ['metagame', 'Metagame', `${base}/metagame`],
    ['me', 'My seat', `${base}/me`],
    ['organizer', 'Organizer', `${base}/organizer`],
  ];
  const winner = context.summary.winner ? `winner: ${context.playerName(context.summary.winner)}` : undefined;
  const status = [context.summary.status, context.currentRound ? `round ${context.currentRound}` : undefined, winner].filter(Boolean).join(' · ');
  return h('header', { class: 'page-header' },
    h('div', { class: 'title-row' }, h('h1', {}, context.name), extra ?? null),
    status ? h('p', { class: 'subtle' }, status) : null,
    h('nav', { 'aria-label': 'Tournament sections', class: 'tabs' },
      h('ul', {}, tabs.map(([tab, label, href]) =>
        h('li', {}, h('a', { href, 'aria-current': tab === current ? 'page' : undefined }, label))))));
}
