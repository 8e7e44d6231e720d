import type { Target } from '../text/reading';

/**
 * Where text plays a card from: the player's hand ("Play a kizen"), their lost pile ("Play a
 * character from your lost pile"), or the cards stacked on the card whose text it is ("Play a
 * fighter stacked on this asset"); null for any other place.
 */
export type PlaySource = 'hand' | 'lost' | 'stacked';

export function playSource(t: Target): PlaySource | null {
  const from = t.at;
  if (from === undefined || from.relation === 'here' || from.relation === 'at') return 'hand';
  if (from.relation === 'pile' && from.pile === 'lost' && from.owner === 'you') return 'lost';
  if (from.relation === 'stacked-on' && from.card.select === 'this') return 'stacked';
  return null;
}
