import { inWords } from '../../api.js';
import { h, message, replace } from '../../dom.js';
import { navigate } from '../../router.js';
import { nextPath, signIn, signUp } from '../../session.js';
import { refreshAccountNav } from './account-nav.js';

const field = (id: string, label: string, attrs: Record<string, string | number | boolean>) =>
  [h('label', { for: id }, label), h('input', { id, name: id, required: true, ...attrs })];

/** Sign in, or create an account (`up`): organizers to run events, players to enter them. */
export async function renderSignIn(main: HTMLElement, mode: 'in' | 'up'): Promise<void> {
  document.title = `${mode === 'in' ? 'Sign in' : 'Create an account'} · Arbiter`;
  const status = h('div', { class: 'status-region', 'aria-live': 'polite', 'data-testid': 'account-status' });
  const next = nextPath();
  const form = h('form', { class: 'card narrow', 'aria-labelledby': 'account-heading', onsubmit: (event: Event) => {
    event.preventDefault();
    const data = new FormData(form);
    const email = String(data.get('email'));
    const password = String(data.get('password'));
    replace(status, message(mode === 'in' ? 'Signing in…' : 'Creating your account…'));
    const done = mode === 'in' ? signIn(email, password) : signUp(email, String(data.get('displayName')), password);
    done.then(() => {
      refreshAccountNav();
      navigate(next);
    }, (error: unknown) => replace(status, message(inWords(error), 'error')));
  } },
  h('h1', { id: 'account-heading' }, mode === 'in' ? 'Sign in' : 'Create an account'),
  ...field('email', 'Email', { type: 'email', autocomplete: 'email', maxlength: 254 }),
  ...(mode === 'up' ? field('displayName', 'Your name (as on pairings)', { type: 'text', autocomplete: 'name', maxlength: 80 }) : []),
  ...field('password', mode === 'up' ? 'Password (at least 10 characters)' : 'Password', { type: 'password', autocomplete: mode === 'up' ? 'new-password' : 'current-password', minlength: mode === 'up' ? 10 : 1, maxlength: 256 }),
  h('button', { type: 'submit' }, mode === 'in' ? 'Sign in' : 'Create account'),
  status,
  h('p', {}, mode === 'in'
    ? ['No account yet? ', h('a', { href: `/signup?next=${encodeURIComponent(next)}` }, 'Create one')]
    : ['Already have an account? ', h('a', { href: `/signin?next=${encodeURIComponent(next)}` }, 'Sign in')]));
  replace(main, form);
}
