import type { Card } from '../cards/card';

/**
 * Lines with a Mugic counter cost the keyword layer leaves as text (CR 8.4.4): "{{MC}} {{MC}}: …"
 * written with a space, and the prototype wording "Maxxor may spend 2 MC to restore 25 energy",
 * "Chaor may expend 3 MP to dispel an OW spell targeted at him". Returns [line, cost, effect text].
 */
export function mugicCostLine(text: string, card: Card): [string, string, string] | null {
  const spaced = /^((?:\{\{MC\}\}\s*)+): (.+)$/.exec(text);
  if (spaced) return [text, String(spaced[1].match(/\{\{MC\}\}/g)!.length), spaced[2]];
  const proto = /^(.+?) may (?:spend|expend) (\d+) (?:MC|MP) to (.+?)(?:\. Counts as a Mugic burst)?\.?$/i.exec(text);
  if (!proto || card.type !== 'Creature' || proto[1] !== card.name) return null;
  // A judge's reading of the prototype words: MC / MP are Mugic counters, "restore energy" heals
  // damage, "dispel an OW spell" negates an OverWorld Mugic; an ability goes on the burst anyway (CR 8.2).
  const restore = /^restore (\d+) energy$/i.exec(proto[3]);
  if (restore) return [text, proto[2], `Heal ${restore[1]} damage to ${card.name}`];
  if (/^dispel an OW spell targeted at him$/i.test(proto[3])) return [text, proto[2], `Negate target OverWorld Mugic that targets ${card.name}`];
  return null;
}
