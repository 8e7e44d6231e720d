import { h, message, replace } from '../../dom.js';
import { navigate } from '../../router.js';
import { saveSeatToken, seatClaims } from '../../seat-store.js';

/** A player's personal link (`/seat#<token>`): keeps the token in this browser and opens their seat. */
export async function renderSeat(main: HTMLElement): Promise<void> {
  const token = location.hash.slice(1);
  const claims = token ? seatClaims(token) : undefined;
  if (!claims) {
    replace(main, h('h1', {}, 'This seat link is incomplete'), message('The link should end with # and a long code. Scan the QR code again, or ask the organizer for your link.', 'error'));
    return;
  }
  saveSeatToken(claims.tournamentId, token);
  history.replaceState(null, '', '/seat'); // the token leaves the address bar (and the history)
  navigate(`/tournaments/${encodeURIComponent(claims.tournamentId)}/me`);
}
