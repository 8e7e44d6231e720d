import type { UnknownKeyword } from '../keywords/ability';
import type { AttackCard, BattlegearCard, Card, CardType, CreatureCard, LocationCard, MugicCard } from './card';
import { similarNames } from './similar-names';

/** "Name, Version" when the card has a version line: how ban lists and decklists name cards. */
export function fullName(card: Pick<Card, 'name' | 'subtitle'>): string {
  return card.subtitle ? `${card.name}, ${card.subtitle}` : card.name;
}

const key = (s: string) => s.trim().toLowerCase();

function index(cards: readonly Card[], keyOf: (c: Card) => string): Map<string, Card[]> {
  const m = new Map<string, Card[]>();
  for (const c of cards) {
    const k = key(keyOf(c));
    const list = m.get(k);
    if (list) list.push(c);
    else m.set(k, [c]);
  }
  return m;
}

/** An imported card set: immutable, indexed by id, by name and by full name. */
export class CardSet {
  readonly creatures: readonly CreatureCard[];
  readonly attacks: readonly AttackCard[];
  readonly battlegear: readonly BattlegearCard[];
  readonly mugic: readonly MugicCard[];
  readonly locations: readonly LocationCard[];
  private readonly ids: Map<string, Card>;
  private readonly names: Map<string, Card[]>;
  private readonly fullNames: Map<string, Card[]>;
  /** Every name and "Name, Version" as printed, by its lower-case form: made when a name is first not found. */
  private printedNames: Map<string, string> | null = null;

  constructor(
    readonly cards: readonly Card[],
    /** Keyword-looking tokens in card text that no keyword rule knows (reported at load). */
    readonly unknownKeywords: readonly UnknownKeyword[] = [],
  ) {
    this.ids = new Map(cards.map((c) => [c.id, c]));
    this.names = index(cards, (c) => c.name);
    this.fullNames = index(cards, fullName);
    this.creatures = this.ofType<CreatureCard>('Creature');
    this.attacks = this.ofType<AttackCard>('Attack');
    this.battlegear = this.ofType<BattlegearCard>('Battlegear');
    this.mugic = this.ofType<MugicCard>('Mugic');
    this.locations = this.ofType<LocationCard>('Location');
  }

  byId(id: string): Card | undefined {
    return this.ids.get(id);
  }

  /** Every version sharing a name (CR 2.2.2.1), case-insensitive. */
  byName(name: string): Card[] {
    return [...(this.names.get(key(name)) ?? [])];
  }

  /**
   * Cards a list entry names: an exact "Name, Version" first, otherwise every version
   * of "Name". Used by decklists and community ban lists.
   */
  resolve(name: string): Card[] {
    return [...(this.fullNames.get(key(name)) ?? this.names.get(key(name)) ?? [])];
  }

  /** Printed names (or "Name, Version") a name that `resolve` does not know may have meant, closest first. */
  namesLike(name: string): string[] {
    if (this.printedNames === null) {
      this.printedNames = new Map();
      for (const c of this.cards) {
        this.printedNames.set(key(c.name), c.name);
        this.printedNames.set(key(fullName(c)), fullName(c));
      }
    }
    return similarNames(this.printedNames, key(name));
  }

  creature(id: string): CreatureCard | undefined {
    return this.typed<CreatureCard>(id, 'Creature');
  }
  attack(id: string): AttackCard | undefined {
    return this.typed<AttackCard>(id, 'Attack');
  }
  gear(id: string): BattlegearCard | undefined {
    return this.typed<BattlegearCard>(id, 'Battlegear');
  }
  mugicCard(id: string): MugicCard | undefined {
    return this.typed<MugicCard>(id, 'Mugic');
  }
  location(id: string): LocationCard | undefined {
    return this.typed<LocationCard>(id, 'Location');
  }

  private typed<T extends Card>(id: string, type: CardType): T | undefined {
    const c = this.ids.get(id);
    return c && c.type === type ? (c as T) : undefined;
  }

  private ofType<T extends Card>(type: CardType): T[] {
    return this.cards.filter((c) => c.type === type) as T[];
  }
}
