import type { ReplayAction } from '@arbiter/api-contract';

/** An action in words: who did what, its payload field by field (a card by its name). */
export function actionText(action: ReplayAction, playerName: (id: string) => string, cardName: (id: string) => string): string {
  const payload = action.payload && typeof action.payload === 'object' ? Object.entries(action.payload as Record<string, unknown>) : [];
  const details = payload.map(([k, v]) => `${k}: ${typeof v === 'string' && /card/i.test(k) ? cardName(v) : typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ');
  return `${playerName(action.player)}: ${action.type}${details ? ` (${details})` : ''}`;
}

/** The card ids an action's payload names, for the name cache. */
export const actionCards = (actions: readonly ReplayAction[]): string[] =>
  actions.flatMap((a) => Object.entries((a.payload ?? {}) as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'string' && /card/i.test(k) ? [v] : [])));
