import type { ImportedPlayers, RegisteredPlayer } from '@arbiter/api-contract';
import { ApiError, postJson, tournamentPath } from '../api.js';
import { h, table } from '../dom.js';
import type { TournamentContext } from '../tournament-context.js';
import type { Act } from './organizer-phase.js';
import { seatLinkButton } from './staff-tools.js';
import { duplicateNames } from './duplicate-names.js';

function readDeck(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // a decklist file in the game's text form
  }
}

/**
 * Registration: who is in (checked in, dropped, each one's personal link), adding a player with
 * their deck (a late entry once rounds have started), and importing many from CSV. The api
 * checks each deck and says what is wrong with it in words.
 */
export function registrationCard(context: TournamentContext, token: string, act: Act, out: HTMLElement): HTMLElement {
  const { players, status, settings } = context.summary;
  const path = (rest: string) => tournamentPath(context.id, rest);
  const rows = players.map((p) => h('tr', { class: p.dropped ? 'dropped' : undefined },
    h('td', { class: 'wrap' }, p.name),
    h('td', {}, p.dropped ? `dropped${p.droppedAfterRound ? ` after round ${p.droppedAfterRound}` : ''}` : status !== 'registration' ? 'playing' : p.checkedIn ? 'checked in' : 'registered'),
    h('td', {},
      status === 'registration' && !p.checkedIn && !p.dropped
        ? h('button', { type: 'button', class: 'link', onclick: () => act(`Check in ${p.name}`, () => postJson(path(`/players/${encodeURIComponent(p.playerId)}/check-in`), {}, token)) }, 'Check in')
        : null,
      p.dropped && status !== 'completed'
        ? h('button', { type: 'button', class: 'link', onclick: () => act(`Reinstate ${p.name}`, () => postJson(path(`/players/${encodeURIComponent(p.playerId)}/reinstate`), {}, token)) }, 'Reinstate')
        : null,
      ' ', seatLinkButton(context, token, p.playerId, out))));

  const warnings = h('div', { 'aria-live': 'polite', 'data-testid': 'duplicate-names' });
  const showWarnings = (names: string[]) => {
    const found = duplicateNames(names, players.map((p) => p.name));
    warnings.replaceChildren(...found.map((w) => h('p', { class: 'message' }, w)));
  };
  const name = h('input', { id: 'new-player-name', name: 'name', type: 'text', required: true, maxlength: 200, oninput: () => showWarnings([name.value]) });
  const deck = h('textarea', { id: 'new-player-deck', name: 'deck', rows: 4, required: true, spellcheck: false });
  const late = status !== 'registration';
  const add = h('form', { onsubmit: (event: Event) => {
    event.preventDefault();
    act<RegisteredPlayer>(`Register ${name.value}`, () => postJson(path('/players'), { name: name.value, deck: readDeck(deck.value) }, token), undefined, ['new-player-name', 'new-player-deck']);
  } },
  h('h3', {}, late ? 'Late entry' : 'Add a player'),
  late ? h('p', { class: 'subtle' }, 'Joins from the next round; the rounds already played count as losses.') : null,
  h('label', { for: 'new-player-name' }, 'Name'), name,
  h('label', { for: 'new-player-deck' }, `Deck (${settings.format} decklist)`), deck,
  h('button', { type: 'submit' }, late ? 'Add late entry' : 'Register player'));

  const csv = h('textarea', { id: 'players-csv', name: 'csv', rows: 4, spellcheck: false, placeholder: 'name,deck' });
  const file = h('input', { id: 'players-csv-file', type: 'file', accept: '.csv,text/csv', onchange: () => {
    void file.files?.[0]?.text().then((text) => {
      csv.value = text;
    });
  } });
  const importForm = h('form', { onsubmit: (event: Event) => {
    event.preventDefault();
    const names = csv.value.split(/\r?\n/).slice(1).map((line) => line.split(',')[0]?.replace(/^"|"$/g, '') ?? '').filter(Boolean);
    showWarnings(names);
    act<ImportedPlayers>('Import players', () => sendCsv(path('/players/import'), csv.value, token), (answer) => ` ${answer.players.length} players registered.`, ['players-csv']);
  } },
  h('h3', {}, 'Import from CSV'),
  h('p', { class: 'subtle' }, 'A header row "name,deck", then one player a line; the deck cell holds the decklist. Every line is checked first: one bad line registers no one, and its line number says which.'),
  h('label', { for: 'players-csv-file' }, 'CSV file'), file,
  h('label', { for: 'players-csv' }, 'or paste it'), csv,
  h('button', { type: 'submit', class: 'secondary' }, 'Import'));

  return h('section', { class: 'card', 'aria-labelledby': 'players-heading', 'data-testid': 'players' },
    h('h2', { id: 'players-heading' }, `Players (${players.length})`),
    // The api refuses an illegal deck with each broken rule in words (shown in the status line), so every listed deck is legal.
    players.length ? h('p', { class: 'subtle', 'data-testid': 'decks-legal' }, `Every deck here was checked legal for ${settings.format} when it was registered.`) : null,
    players.length ? table('Registered players', ['Name', 'Status', ''], rows) : h('p', { class: 'subtle' }, 'No one has registered yet: add players here, import a CSV, or let them register from the event\'s "My seat" page.'),
    out,
    status === 'completed' ? null : h('div', { class: 'registration-forms' }, add, warnings, importForm));
}

async function sendCsv(path: string, body: string, token: string): Promise<ImportedPlayers> {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'text/csv', accept: 'application/json', authorization: `Bearer ${token}` }, body });
  const json = (await res.json()) as ImportedPlayers & { detail?: string; status?: number };
  if (!res.ok) throw new ApiError({ ...(json as object), status: res.status });
  return json;
}
