import type { DecklistsPublication } from '@arbiter/api-contract';
import { describeError, postJson, tournamentPath } from '../api.js';
import { h, message, replace } from '../dom.js';
import type { TournamentContext } from '../tournament-context.js';

export const PUBLISH_CONFIRMATION = 'Decklists become public to everyone. Publish?';

/** The organizer's "Publish decklists" button, asking first; once published it says so instead. */
export function publishDecklistsCard(context: TournamentContext, token: string): HTMLElement {
  const status = h('div', { class: 'status-region', 'aria-live': 'polite', 'data-testid': 'decklists-status' });
  const published = (): void => replace(status, message('Decklists are public: anyone may read them.'));
  const button = h('button', { type: 'button', class: 'secondary', onclick: async () => {
    if (!window.confirm(PUBLISH_CONFIRMATION)) return;
    button.disabled = true;
    try {
      await postJson<DecklistsPublication>(tournamentPath(context.id, '/decklists/publish'), {}, token);
      button.remove();
      published();
    } catch (error) {
      button.disabled = false;
      replace(status, message(`Publishing the decklists failed. ${describeError(error)}`, 'error'));
    }
  } }, 'Publish decklists');
  if (context.summary.decklistsPublished) published();
  else replace(status, message('Decklists are seen by the organizer and judges only.'));
  return h('section', { class: 'card', 'aria-labelledby': 'decklists-heading' },
    h('h2', { id: 'decklists-heading' }, 'Decklists'), status, context.summary.decklistsPublished ? null : button);
}
