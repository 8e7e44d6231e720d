import { describeError } from './api.js';
import { h, message, replace } from './dom.js';
import { refreshAccountNav } from './pages/account/account-nav.js';
import { renderCreateEvent } from './pages/account/create-event.js';
import { renderInvitation } from './pages/account/invitation.js';
import { renderMySeat } from './pages/account/my-seat.js';
import { renderProfile } from './pages/account/profile.js';
import { renderSeat } from './pages/account/seat.js';
import { renderSignIn } from './pages/account/sign-in.js';
import { renderJudge } from './pages/judge.js';
import { renderMatch } from './pages/match.js';
import { renderMetagame } from './pages/metagame.js';
import { renderOrganizer } from './pages/organizer.js';
import { renderPairings } from './pages/pairings.js';
import { renderPairingsPrint, renderStandingsPrint } from './pages/print-sheets.js';
import { renderProjector } from './pages/projector.js';
import { renderStandings } from './pages/standings.js';
import { renderTournamentsList } from './pages/tournaments-list.js';
import { interceptLinks, match, Params, route } from './router.js';

const t = (params: Params) => ({ tournamentId: params.tournamentId });
const routes = [
  route('/', (main) => renderTournamentsList(main)),
  route('/signin', (main) => renderSignIn(main, 'in')),
  route('/signup', (main) => renderSignIn(main, 'up')),
  route('/me', (main) => renderProfile(main)),
  route('/new', (main) => renderCreateEvent(main)),
  route('/invitations/:code', (main, p) => renderInvitation(main, { code: p.code })),
  route('/seat', (main) => renderSeat(main)),
  route('/tournaments/:tournamentId/me', (main, p) => renderMySeat(main, t(p))),
  route('/tournaments/:tournamentId', (main, p) => renderStandings(main, t(p))),
  route('/tournaments/:tournamentId/rounds', (main, p) => renderPairings(main, t(p))),
  route('/tournaments/:tournamentId/rounds/:round', (main, p) => renderPairings(main, { ...t(p), round: p.round })),
  route('/tournaments/:tournamentId/rounds/:round/matches/:matchId', (main, p) => renderMatch(main, { ...t(p), round: p.round, matchId: p.matchId })),
  route('/tournaments/:tournamentId/metagame', (main, p) => renderMetagame(main, t(p))),
  route('/tournaments/:tournamentId/organizer', (main, p) => renderOrganizer(main, t(p))),
  route('/tournaments/:tournamentId/judge', (main, p) => renderJudge(main, t(p))),
  route('/tournaments/:tournamentId/pairings/print', (main, p) => renderPairingsPrint(main, t(p))),
  route('/tournaments/:tournamentId/standings/print', (main, p) => renderStandingsPrint(main, t(p))),
  route('/tournaments/:tournamentId/projector', (main, p) => renderProjector(main, t(p))),
];

const main = document.getElementById('main') as HTMLElement;
let leave: (() => void) | void;
let generation = 0;

/** Shows the page for the current address; the previous page's live feed is closed first. */
async function show(): Promise<void> {
  const mine = ++generation;
  leave?.();
  leave = undefined;
  main.setAttribute('aria-busy', 'true');
  const found = match(routes, location.pathname);
  try {
    if (!found) {
      document.title = 'Not found · Arbiter';
      replace(main, h('h1', {}, 'Page not found'), h('p', {}, h('a', { href: '/' }, 'All tournaments')));
      return;
    }
    const cleanup = await found.route.render(main, found.params);
    if (mine === generation) leave = cleanup;
    else cleanup?.(); // the user moved on while this page was loading
  } catch (error) {
    if (mine === generation) replace(main, h('h1', {}, 'Could not load this page'), message(describeError(error), 'error'), h('p', {}, h('a', { href: '/' }, 'All tournaments')));
  } finally {
    if (mine === generation) main.removeAttribute('aria-busy');
  }
}

interceptLinks(document.body);
refreshAccountNav();
window.addEventListener('popstate', () => {
  void show().then(() => main.focus({ preventScroll: true }));
});
void show();
