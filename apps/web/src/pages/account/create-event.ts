import type { CreatedTournament, GameCatalogEntry } from '@arbiter/api-contract';
import { getJson, inWords } from '../../api.js';
import { h, message, replace } from '../../dom.js';
import { navigate } from '../../router.js';
import { accountRequest, currentSession, forgetAccess, signInHref } from '../../session.js';

const select = (id: string, label: string, options: [string, string][], value?: string) => [
  h('label', { for: id }, label),
  h('select', { id, name: id }, options.map(([v, text]) => h('option', { value: v, selected: v === value }, text))),
];

/** The event form: game, format, structure, rounds and top cut (from attendance unless set), tiebreakers, best-of, check-in, round length. */
export async function renderCreateEvent(main: HTMLElement): Promise<void> {
  if (!(await currentSession())) {
    navigate(signInHref('/new'));
    return;
  }
  document.title = 'Create an event · Arbiter';
  const games = await getJson<GameCatalogEntry[]>('/api/games');
  const status = h('div', { class: 'status-region', 'aria-live': 'polite', 'data-testid': 'create-status' });
  const formatSlot = h('div', {});
  const showFormats = (gameId: string): void => {
    const game = games.find((g) => g.id === gameId) ?? games[0];
    replace(formatSlot, select('format', 'Format', game.formats.map((f) => [f.id, f.name]), game.defaultFormat));
  };
  const gameField = select('game', 'Game', games.map((g) => [g.id, g.name]), games[0]?.id);
  gameField[1].addEventListener('change', (event) => showFormats((event.target as HTMLSelectElement).value));
  showFormats(games[0]?.id ?? '');

  const form = h('form', { class: 'card', 'aria-labelledby': 'create-heading', onsubmit: (event: Event) => {
    event.preventDefault();
    const data = new FormData(form);
    const structure = String(data.get('structure'));
    const number = (name: string) => (String(data.get(name) ?? '').trim() === '' ? undefined : Number(data.get(name)));
    const body = {
      name: String(data.get('name')), game: String(data.get('game')), format: String(data.get('format')), structure,
      bestOf: Number(data.get('bestOf')), tiebreakers: String(data.get('tiebreakers')), requireCheckIn: data.get('requireCheckIn') === 'on',
      ...(structure === 'swiss' || structure === 'pods' ? { rounds: number('rounds') } : {}),
      ...(structure === 'swiss' && data.get('topCut') !== 'auto' ? { topCut: Number(data.get('topCut')) } : {}),
      roundMinutes: number('roundMinutes'),
    };
    replace(status, message('Creating the event…'));
    accountRequest<CreatedTournament>('POST', '/api/tournaments', body).then((created) => {
      forgetAccess(created.tournamentId);
      navigate(`/tournaments/${encodeURIComponent(created.tournamentId)}/organizer`);
    }, (error: unknown) => replace(status, message(inWords(error), 'error')));
  } },
  h('h1', { id: 'create-heading' }, 'Create an event'),
  h('label', { for: 'name' }, 'Event name'), h('input', { id: 'name', name: 'name', type: 'text', required: true, maxlength: 200 }),
  ...gameField, formatSlot,
  ...select('structure', 'Structure', [['swiss', 'Swiss rounds (with an optional top cut)'], ['single-elimination', 'Single elimination'], ['round-robin', 'Round robin'], ['pods', 'Multiplayer pods of 3–5']], 'swiss'),
  h('label', { for: 'rounds' }, 'Swiss or pod rounds (leave empty: from attendance)'), h('input', { id: 'rounds', name: 'rounds', type: 'number', min: 1, max: 30, inputmode: 'numeric' }),
  ...select('topCut', 'Top cut (Swiss)', [['auto', 'From attendance'], ['0', 'None'], ['4', 'Top 4'], ['8', 'Top 8'], ['16', 'Top 16']], 'auto'),
  ...select('tiebreakers', 'Tiebreakers', [['mtg', 'Magic (MTR)'], ['pokemon', 'Play! Pokémon'], ['chess', 'Chess (FIDE)']], 'mtg'),
  ...select('bestOf', 'Matches are', [['1', 'Best of 1'], ['3', 'Best of 3']], '3'),
  h('label', { for: 'roundMinutes' }, 'Round length in minutes'), h('input', { id: 'roundMinutes', name: 'roundMinutes', type: 'number', min: 1, max: 600, value: 50, inputmode: 'numeric' }),
  h('label', { class: 'check' }, h('input', { id: 'requireCheckIn', name: 'requireCheckIn', type: 'checkbox' }), ' Players must check in before round 1'),
  h('button', { type: 'submit' }, 'Create event'), status);
  replace(main, form);
}
