import type { Target } from '../text/reading';
import type { Game } from '../engine/game-cards';

/** Whether a card of a hand is one a phrase describes ("an Earther card from your hand", "a stockpile asset"): its faction and kinds (its type or a label, or any card). */
export function describesHandCard(g: Game, key: string, t: Target): boolean {
  const c = g.card(key);
  const words = [c.type.toLowerCase(), ...c.labels.map((l) => l.toLowerCase())];
  const faction = (c.faction ?? '').toLowerCase();
  return t.traits.every((x) => x === faction || words.includes(x)) && t.kinds.some((k) => k === 'card' || words.includes(k));
}
