import type { Invitation, SeatLink } from '@arbiter/api-contract';
import { inWords, postJson, tournamentPath } from '../api.js';
import { h, message, replace } from '../dom.js';
import { accountRequest } from '../session.js';
import type { TournamentContext } from '../tournament-context.js';

/** Inviting a judge or a co-organizer: a link that works once, for a week (needs the organizer signed in). */
export function invitationsCard(context: TournamentContext, signedIn: boolean): HTMLElement {
  const out = h('div', { 'aria-live': 'polite', 'data-testid': 'invitation' });
  const invite = (role: 'judge' | 'organizer') => () => {
    accountRequest<Invitation>('POST', tournamentPath(context.id, '/invitations'), { role }).then((invitation) => {
      replace(out, h('p', {}, `Send this link to your ${role === 'judge' ? 'judge' : 'co-organizer'} (it works once, until ${invitation.expiresAt.slice(0, 10)}):`),
        h('p', {}, h('code', { class: 'wrap', 'data-testid': 'invitation-url' }, invitation.url)));
    }, (error: unknown) => replace(out, message(inWords(error), 'error')));
  };
  return h('section', { class: 'card', 'aria-labelledby': 'staff-heading' }, h('h2', { id: 'staff-heading' }, 'Staff'),
    signedIn
      ? h('div', { class: 'buttons' },
        h('button', { type: 'button', class: 'secondary', onclick: invite('judge') }, 'Invite a judge'),
        h('button', { type: 'button', class: 'secondary', onclick: invite('organizer') }, 'Invite a co-organizer'))
      : h('p', { class: 'subtle' }, 'Sign in to invite judges and co-organizers.'),
    out);
}

/** A player's personal link and its QR code: the player scans it and is in their seat, no account needed. */
export function seatLinkButton(context: TournamentContext, token: string, playerId: string, out: HTMLElement): HTMLElement {
  const name = context.playerName(playerId);
  return h('button', { type: 'button', class: 'link', onclick: () => {
    postJson<SeatLink>(tournamentPath(context.id, `/players/${encodeURIComponent(playerId)}/link`), {}, token).then((link) => {
      replace(out, h('figure', { class: 'seat-link', 'data-testid': 'seat-link' },
        h('img', { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`, alt: `QR code of ${name}'s personal link`, width: 180, height: 180 }),
        h('figcaption', {}, `${name}'s personal link: `, h('code', { class: 'wrap' }, link.url))));
    }, (error: unknown) => replace(out, message(inWords(error), 'error')));
  } }, 'Personal link');
}
