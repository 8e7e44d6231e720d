import type { Target } from '../text/reading';
import type { Game } from '../engine/game-cards';

/** Whether a card out of play is of a phrase's faction and kinds: its type or a label (with `subtype`, its subtype too), or any card. */
export function describesOutOfPlay(g: Game, key: string, t: Target, subtype = false): boolean {
  const c = g.card(key);
  const words = [c.type.toLowerCase(), ...(subtype && c.subtype ? [c.subtype.toLowerCase()] : []), ...c.labels.map((l) => l.toLowerCase())];
  const faction = (c.faction ?? '').toLowerCase();
  return t.traits.every((x) => x === faction || words.includes(x)) && t.kinds.some((k) => k === 'card' || words.includes(k));
}

/** Whether a card of a hand is one a phrase describes ("an Earther card from your hand", "a stockpile asset"). */
export const describesHandCard = (g: Game, key: string, t: Target): boolean => describesOutOfPlay(g, key, t);
