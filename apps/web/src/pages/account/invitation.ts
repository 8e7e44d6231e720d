import type { InvitationPreview, TournamentAccess } from '@arbiter/api-contract';
import { getJson, inWords } from '../../api.js';
import { h, message, replace } from '../../dom.js';
import { navigate } from '../../router.js';
import { accountRequest, currentSession, forgetAccess, signInHref } from '../../session.js';

/** A staff invitation link: says which event and role it grants, and grants it to the signed-in account. */
export async function renderInvitation(main: HTMLElement, params: { code: string }): Promise<void> {
  document.title = 'Invitation · Arbiter';
  let preview: InvitationPreview;
  try {
    preview = await getJson<InvitationPreview>(`/api/invitations/${encodeURIComponent(params.code)}`);
  } catch (error) {
    replace(main, h('h1', {}, 'This invitation cannot be used'), message(inWords(error), 'error'));
    return;
  }
  const role = preview.role === 'judge' ? 'a judge' : 'an organizer';
  const session = await currentSession();
  const status = h('div', { class: 'status-region', 'aria-live': 'polite' });
  const action = session
    ? h('button', { type: 'button', onclick: () => {
      accountRequest<TournamentAccess>('POST', `/api/invitations/${encodeURIComponent(params.code)}/accept`).then((access) => {
        forgetAccess(access.tournamentId);
        navigate(`/tournaments/${encodeURIComponent(access.tournamentId)}/${access.role === 'judge' ? 'judge' : 'organizer'}`);
      }, (error: unknown) => replace(status, message(inWords(error), 'error')));
    } }, `Join as ${preview.role} (${session.account.displayName})`)
    : h('p', {}, h('a', { href: signInHref() }, 'Sign in or create an account'), ' to accept.');
  replace(main, h('section', { class: 'card narrow' },
    h('h1', {}, `You are invited to ${preview.tournamentName}`),
    h('p', {}, `as ${role}. The link works once, until ${preview.expiresAt.slice(0, 10)}.`),
    action, status));
}
