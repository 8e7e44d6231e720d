import { h, replace } from '../../dom.js';
import { navigate } from '../../router.js';
import { currentSession, signInHref, signOut } from '../../session.js';

/** The site header's account links: sign in and up, or the account's events and sign out. */
export function refreshAccountNav(): void {
  const slot = document.getElementById('account-nav');
  if (!slot) return;
  currentSession().then((session) => {
    if (!session) {
      replace(slot, h('a', { href: signInHref() }, 'Sign in'), ' ', h('a', { href: '/signup' }, 'Create account'));
      return;
    }
    const out = h('button', { type: 'button', class: 'link on-dark', onclick: () => {
      void signOut().then(() => {
        refreshAccountNav();
        navigate('/');
      });
    } }, 'Sign out');
    replace(slot, h('a', { href: '/me', 'data-testid': 'account-link' }, `My events (${session.account.displayName})`), ' ', out);
  }, () => replace(slot, h('a', { href: signInHref() }, 'Sign in')));
}
