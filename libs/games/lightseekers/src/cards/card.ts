import type { Act, Duration, Stat, Target, Trigger, Verb, Zone } from './verbs';
import type { AccessLevel, CardStatus, CardType, Category, CornerSymbol, Element, Family, Keyword, Order } from './vocabulary';

/** Which cards an effect picks (all given fields must match). */
export interface CardFilter {
  readonly type?: CardType;
  readonly category?: Category;
  readonly element?: Element;
  readonly order?: Order;
  readonly family?: Family;
  readonly keyword?: Keyword;
  readonly name?: string;
}

/** One call of the effect vocabulary (`verbs.ts`); `text` is the printed wording it stands for. */
export interface EffectCall {
  readonly verb: Verb;
  readonly target?: Target;
  readonly amount?: number;
  readonly count?: number | 'all';
  readonly cards?: CardFilter;
  readonly from?: Zone;
  readonly to?: Zone;
  readonly position?: 'top' | 'bottom';
  readonly stat?: Stat;
  readonly element?: Element;
  readonly level?: AccessLevel;
  readonly direction?: 'forward' | 'backward';
  readonly act?: Act;
  readonly unrestricted?: boolean;
  /** 2.2.2: effects are mandatory unless the card says "may". */
  readonly optional?: boolean;
  readonly when?: Trigger;
  readonly duration?: Duration;
  readonly text?: string;
}

/** An effect the vocabulary cannot say: its printed text, attested in play. */
export interface AttestedEffect {
  readonly text: string;
  readonly when?: Trigger;
  readonly duration?: Duration;
  readonly optional?: boolean;
}

export type Effect = EffectCall | AttestedEffect;

export function isEffectCall(effect: Effect): effect is EffectCall {
  return 'verb' in effect;
}

/** 2.7: an ability costs an action; it may be an Attack or a Defend (2.7.3). */
export interface Ability {
  readonly category?: 'attack' | 'defend';
  /** 2.7.7 (heroes). */
  readonly oncePerGame?: boolean;
  readonly effects?: readonly Effect[];
  readonly text?: string;
}

/** 2.4.1.1d: a passive benefit or an ability. */
export interface HeroTrait extends Ability {
  readonly kind: 'passive' | 'ability';
}

/** 2.5.3.9, 6.2.1 Corner: corners count clockwise from the top left (corner 1). */
export interface Corner {
  readonly symbol: CornerSymbol;
  /** What is printed in the symbol: an X (2.5.3.7: the Buff is inactive there) or a number. */
  readonly mark?: 'x' | number;
  readonly effects?: readonly Effect[];
}

export interface ElementAccess {
  readonly element: Element;
  readonly level: AccessLevel;
}

/** 2.1.1.3: the number of combos or actions a hero's deck holds instead of 5 and 30. */
export interface DeckMods {
  readonly combos?: number;
  readonly actions?: number;
}

/** One card as a card file writes it (see docs/lightseekers-cards.md). */
export interface CardRecord {
  readonly id: string;
  readonly name: string;
  readonly type?: CardType;
  readonly category?: Category;
  /** Order symbols printed on the card (2.3.1.3); the Orders of its Elements are added on import. */
  readonly orders?: readonly Order[];
  readonly family?: Family;
  /** Actions: the Element/Order requirement (2.4.3.2b); combos: the cost, one entry per symbol (2.4.2.2). */
  readonly requires?: readonly (Element | Order)[];
  readonly keywords?: readonly Keyword[];
  readonly status?: CardStatus;
  readonly wave?: string;
  readonly text?: string;
  readonly effects?: readonly Effect[];
  /** 6.1.2 Multiplayer: what the card does instead with 3 or more players. */
  readonly multiplayerEffects?: readonly Effect[];
  readonly abilities?: readonly Ability[];
  readonly health?: number;
  readonly access?: readonly ElementAccess[];
  readonly trait?: HeroTrait;
  readonly deckMods?: DeckMods;
  readonly corners?: readonly Corner[];
  /** 2.5.3.9e–g: when a Clunky Buff rotates, if the card says. */
  readonly rotatesWhen?: { readonly when?: Trigger; readonly text?: string };
  readonly worth?: 1 | 2;
  readonly grants?: ElementAccess;
  readonly playable?: boolean;
  readonly unplayableReason?: string;
  /** Fields the source does not state (`requires`, `abilities/0/effects`): absent, not guessed. */
  readonly unknown?: readonly string[];
  readonly source?: string;
}

/** A card file: one set. */
export interface CardSetFile {
  readonly formatVersion: 1;
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly source?: string;
  /** Cards built from the rules' examples: facts the rules state, not real printed cards. */
  readonly illustrative?: boolean;
  readonly cards: readonly CardRecord[];
}

/** A card as loaded: the record plus what the rules derive from it. */
export interface LightseekersCard extends CardRecord {
  /** The set the card came from. */
  readonly set: string;
  readonly playable: boolean;
  /** The Order symbols as printed. */
  readonly orderSymbols: readonly Order[];
  /** 2.3.1.3–4: every Order the card is part of (symbols and its Elements' Orders). */
  readonly orders: readonly Order[];
  /** Elements on the card: requirement/cost, a hero's access, an Item's granted Element. */
  readonly elements: readonly Element[];
  /** 2.3.3.1: no Element and no Order. */
  readonly unaligned: boolean;
}
