import { shuffledCopy } from '@arbiter/rules';
import type { Card, Tribe } from '../cards/card';
import { CardSet } from '../cards/card-set';
import { type ChaoticFormat, resolveFormat } from '../formats/format';
import { checkDeck } from './check-deck';
import { CommunityIndex, legendaryFlag, loyalFlag, uniqueFlag } from './deck-context';
import { type Decklist, emptyDecklist } from './decklist';

/** The seeded generator a deck is drawn with (`SeededRng` from @arbiter/rules fits). */
export interface DeckRng {
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
}

const TRIBES: readonly Tribe[] = ['OverWorld', 'UnderWorld', 'Mipedian', 'Danian', "M'arrillian"];

const shuffled = <T>(items: readonly T[], rng: DeckRng): T[] => shuffledCopy(items, rng);

/** Tracks names and Legendary cards taken so far, so each pick keeps the deck legal. */
class Picker {
  private readonly names = new Map<string, number>();
  private legendary = 0;

  constructor(private readonly community: CommunityIndex) {}

  canTake(card: Card): boolean {
    const n = this.names.get(card.name.toLowerCase()) ?? 0;
    const max = uniqueFlag(card, this.community, '2.2.3').on ? 1 : 2;
    return n < max && !(this.legendary > 0 && legendaryFlag(card, this.community).on);
  }

  take(card: Card): void {
    this.names.set(card.name.toLowerCase(), (this.names.get(card.name.toLowerCase()) ?? 0) + 1);
    if (legendaryFlag(card, this.community).on) this.legendary++;
  }

  /** Fills `count` slots from `pool`, two passes so a second copy can follow a first. */
  fill(pool: readonly Card[], count: number, rng: DeckRng, budget = Infinity): string[] | null {
    const out: string[] = [];
    let left = budget;
    for (const card of shuffled([...pool, ...pool], rng)) {
      if (out.length === count) break;
      const cost = card.type === 'Attack' ? card.buildCost : 0;
      if (cost <= left && this.canTake(card)) {
        this.take(card);
        out.push(card.id);
        left -= cost;
      }
    }
    return out.length === count ? out : null;
  }
}

/**
 * A random legal deck for `format`, for bots and demos: one tribe's creatures (so Loyal
 * holds), its tribal or Generic Mugic, and any other legal cards; the Attack Deck keeps
 * within its Build Cost. Deterministic for a given rng state. Throws when the card set
 * cannot make a legal deck for the format.
 */
export function buildRandomDeck(set: CardSet, format: ChaoticFormat | string, rng: DeckRng, options: { gameSize?: number } = {}): Decklist {
  const resolved = resolveFormat(format);
  if ('error' in resolved) throw new Error(resolved.error);
  const community = new CommunityIndex(resolved.community, set);
  const base = resolved.base;
  const gameSize = options.gameSize ?? base.defaultGameSize;
  const spec = resolved.community;
  const eligible = (c: Card) =>
    !c.prototype && !c.incomplete && !community.has('ban', c) &&
    (!spec?.rarities || spec.rarities.includes(c.rarity ?? '')) && (!spec?.sets || spec.sets.includes(c.set));
  for (const tribe of shuffled(TRIBES, rng)) {
    const fits = (c: Card) => eligible(c) && (!loyalFlag(c, community).on || !('tribe' in c) || c.tribe === tribe || c.type === 'Creature');
    const picker = new Picker(community);
    const deck = emptyDecklist();
    const creatures = picker.fill(set.creatures.filter((c) => c.tribe === tribe && fits(c)), gameSize, rng);
    const gear = base.usesBattlegear ? picker.fill(set.battlegear.filter(fits), gameSize, rng) : [];
    const mugic = base.usesMugic ? picker.fill(set.mugic.filter((m) => (m.tribe === tribe || m.tribe === 'Generic') && fits(m)), gameSize, rng) : [];
    const attacks = picker.fill(set.attacks.filter(fits), base.attackCount, rng, base.maxBuildCost);
    const locations = picker.fill(set.locations.filter(fits), base.locationCount, rng);
    if (!creatures || !gear || !mugic || !attacks || !locations) continue;
    Object.assign(deck, { creatures, battlegear: gear, mugic, attacks, locations });
    const violations = checkDeck(deck, set, resolved.id, { gameSize });
    if (violations.length === 0) return deck;
  }
  throw new Error(`cannot build a legal ${resolved.id} deck of game size ${gameSize} from this card set`);
}
