import type { AccessTokenInfo, CreatedAccessToken, Profile, ProfileEvent } from '@arbiter/api-contract';
import { getJson, inWords } from '../../api.js';
import { h, message, replace, table } from '../../dom.js';
import { navigate } from '../../router.js';
import { accountRequest, currentSession, signInHref } from '../../session.js';

const ROLE_NAMES: Record<ProfileEvent['role'], string> = { organizer: 'Organizer', judge: 'Judge', player: 'Player' };

/** Where an event's row leads: staff to their screen, players to their seat. */
function eventHref(event: ProfileEvent): string {
  const base = `/tournaments/${encodeURIComponent(event.tournamentId)}`;
  return event.role === 'organizer' ? `${base}/organizer` : event.role === 'judge' ? `${base}/judge` : `${base}/me`;
}

function eventsTable(events: ProfileEvent[]): HTMLElement {
  if (events.length === 0) return message('No events yet: create one, or open an event you were invited to and register.');
  return table('My events', ['Event', 'Game', 'Role', 'Status', { label: 'Place', className: 'num' }, 'Record'], events.map((e) =>
    h('tr', {},
      h('td', { class: 'wrap' }, h('a', { href: eventHref(e) }, e.name)),
      h('td', {}, `${e.game} · ${e.format}`),
      h('td', {}, ROLE_NAMES[e.role]),
      h('td', {}, e.status),
      h('td', { class: 'num' }, e.rank ?? ''),
      h('td', {}, e.record ? `${e.record} (${e.points} pts)` : ''))), { 'data-testid': 'my-events' });
}

/** Personal access tokens: for programs (a results scanner, a store's own site) that call the api as this account. */
function tokensSection(tokens: AccessTokenInfo[], redraw: () => void): HTMLElement {
  const status = h('div', { class: 'status-region', 'aria-live': 'polite' });
  const name = h('input', { id: 'token-name', name: 'name', type: 'text', required: true, maxlength: 80 });
  const form = h('form', { onsubmit: (event: Event) => {
    event.preventDefault();
    accountRequest<CreatedAccessToken>('POST', '/api/me/tokens', { name: name.value }).then((created) => {
      redraw();
      // Shown once: the api keeps only its hash.
      replace(status, h('p', { class: 'message', role: 'status' }, 'Your new token (copy it now; it is not shown again): ', h('code', { 'data-testid': 'new-token' }, created.token)));
    }, (error: unknown) => replace(status, message(inWords(error), 'error')));
  } }, h('label', { for: 'token-name' }, 'What the token is for'), name, h('button', { type: 'submit' }, 'Create token'));
  const rows = tokens.map((t) => h('tr', {},
    h('td', { class: 'wrap' }, t.name), h('td', {}, t.createdAt.slice(0, 10)), h('td', {}, t.lastUsedAt ? t.lastUsedAt.slice(0, 16).replace('T', ' ') : 'never'),
    h('td', {}, h('button', { type: 'button', class: 'danger', onclick: () => {
      if (!confirm(`Revoke the token "${t.name}"? Programs using it stop working.`)) return;
      accountRequest('DELETE', `/api/me/tokens/${encodeURIComponent(t.tokenId)}`).then(redraw, (error: unknown) => replace(status, message(inWords(error), 'error')));
    } }, 'Revoke'))));
  return h('section', { class: 'card', 'aria-labelledby': 'tokens-heading' },
    h('h2', { id: 'tokens-heading' }, 'Access tokens for programs'),
    rows.length ? table('Live tokens', ['Name', 'Created', 'Last used', ''], rows) : h('p', { class: 'subtle' }, 'No tokens.'),
    form, status);
}

/** The signed-in account's page: its events with role and result, creating an event, access tokens. */
export async function renderProfile(main: HTMLElement): Promise<void> {
  const session = await currentSession();
  if (!session) {
    navigate(signInHref('/me'));
    return;
  }
  document.title = 'My events · Arbiter';
  const [profile, tokens] = await Promise.all([getJson<Profile>('/api/me'), getJson<AccessTokenInfo[]>('/api/me/tokens')]);
  const redraw = (): void => void renderProfile(main);
  replace(main,
    h('header', { class: 'page-header' }, h('h1', {}, profile.account.displayName), h('p', { class: 'subtle' }, profile.account.email)),
    h('p', {}, h('a', { class: 'button', href: '/new' }, 'Create an event')),
    h('section', { 'aria-labelledby': 'events-heading' }, h('h2', { id: 'events-heading' }, 'My events'), eventsTable(profile.events)),
    tokensSection(tokens, redraw));
}
