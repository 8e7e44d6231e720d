import type { DeckViolation } from '@arbiter/rules';
import type { Card, Tribe } from '../cards/card';
import { fullName } from '../cards/card-set';
import { type DeckContext, legendaryFlag, loyalFlag, uniqueFlag } from './deck-context';

const nameKey = (c: Card) => c.name.trim().toLowerCase();

function byName(cards: readonly Card[]): Map<string, Card[]> {
  const m = new Map<string, Card[]>();
  for (const c of cards) {
    const key = nameKey(c);
    const group = m.get(key);
    if (group) group.push(c);
    else m.set(key, [c]);
  }
  return m;
}

/** CR 2.2.2 (with 2.2.2.1 and 3.1.2.1): at most two cards of a name, versions counted together. */
export function checkRuleOfTwo(cards: readonly Card[]): DeckViolation[] {
  return [...byName(cards).values()]
    .filter((group) => group.length > 2)
    .map((group) => ({
      code: 'chaotic/deck-rule-of-two',
      rule: '2.2.2',
      card: group[0].id,
      message: `${group.length} cards named ${group[0].name} (versions count together); at most 2 are allowed`,
    }));
}

/** CR 2.2.3: a Unique card is the only card of its name in the deck, whatever the version. */
export function checkUnique(cards: readonly Card[], ctx: DeckContext): DeckViolation[] {
  const out: DeckViolation[] = [];
  for (const group of byName(cards).values()) {
    if (group.length < 2) continue;
    const unique = group.map((c) => ({ c, flag: uniqueFlag(c, ctx.community, '2.2.3') })).find((x) => x.flag.on);
    if (unique) {
      out.push({
        code: 'chaotic/deck-unique',
        rule: unique.flag.rule,
        card: unique.c.id,
        message: `${fullName(unique.c)} is Unique: no other card named ${unique.c.name} may be in the deck (found ${group.length})`,
      });
    }
  }
  return out;
}

/** CR 2.2.4: at most one Legendary card in the whole deck. */
export function checkLegendary(cards: readonly Card[], ctx: DeckContext): DeckViolation[] {
  const legendary = cards.map((c) => ({ c, flag: legendaryFlag(c, ctx.community) })).filter((x) => x.flag.on);
  if (legendary.length < 2) return [];
  return [{
    code: 'chaotic/deck-legendary',
    // A community list that made a card Legendary is the rule that bites.
    rule: legendary.find((x) => x.flag.rule !== '2.2.4')?.flag.rule ?? '2.2.4',
    card: legendary[1].c.id,
    message: `${legendary.length} Legendary cards (${legendary.map((x) => fullName(x.c)).join(', ')}); at most 1 is allowed`,
  }];
}

const TRIBAL: readonly Tribe[] = ['OverWorld', 'UnderWorld', 'Mipedian', 'Danian', "M'arrillian"];

/**
 * CR 2.2.5: every Creature in a deck with a Loyal card shares that card's tribe. The data
 * has Loyal as a flag without the "Loyal – X" wording, so the card's own tribe is used.
 */
export function checkLoyal(cards: readonly Card[], creatures: readonly Card[], ctx: DeckContext): DeckViolation[] {
  const out: DeckViolation[] = [];
  // The creatures outside a tribe, worked out once per tribe: a deck of many Loyal cards stays linear.
  const outside = new Map<Tribe, string>();
  for (const card of cards) {
    const flag = loyalFlag(card, ctx.community);
    if (!flag.on || !('tribe' in card) || !TRIBAL.includes(card.tribe)) continue;
    let others = outside.get(card.tribe);
    if (others === undefined) {
      others = namedList(creatures.filter((c) => 'tribe' in c && c.tribe !== card.tribe).map(fullName));
      outside.set(card.tribe, others);
    }
    if (others) {
      out.push({
        code: 'chaotic/deck-loyal',
        rule: flag.rule,
        card: card.id,
        message: `${fullName(card)} is Loyal to ${card.tribe}: ${others} may not be in the deck`,
      });
    }
  }
  return out;
}

/** Names for a message: the first few, then how many more (a message never grows with the deck). */
function namedList(names: readonly string[], shown = 5): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** Prototypes and the community format's bans, rarities and sets. */
export function checkFormatPool(cards: readonly Card[], ctx: DeckContext): DeckViolation[] {
  const out: DeckViolation[] = [];
  const spec = ctx.format.community;
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    const name = fullName(card);
    if (card.prototype) {
      out.push({ code: 'chaotic/deck-prototype', rule: `format:${ctx.format.id}`, card: card.id, message: `${name} is a prototype card, not legal in any format` });
    }
    if (!spec) continue;
    if (ctx.community.has('ban', card)) {
      out.push({ code: 'chaotic/deck-banned', rule: `format:${spec.id}`, card: card.id, message: `${name} is banned in ${spec.id}` });
    }
    if (spec.rarities && !spec.rarities.includes(card.rarity ?? '')) {
      out.push({ code: 'chaotic/deck-rarity', rule: `format:${spec.id}`, card: card.id, message: `${name} is ${card.rarity ?? 'of no rarity'}; ${spec.id} allows ${spec.rarities.join(', ')}` });
    }
    if (spec.sets && !spec.sets.includes(card.set)) {
      out.push({ code: 'chaotic/deck-set', rule: `format:${spec.id}`, card: card.id, message: `${name} is from ${card.setName}; ${spec.id} allows sets ${spec.sets.join(', ')}` });
    }
  }
  return out;
}
