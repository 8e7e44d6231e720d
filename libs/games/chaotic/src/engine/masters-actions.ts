import type { ActionEnvelope } from '@arbiter/rules';

/** `play-mugic` (CR 8.4.1, 8.4.2): the card, the creature that pays, chosen targets and X. */
export interface PlayMugicPayload {
  readonly card: string;
  readonly caster: number;
  readonly targets?: readonly number[];
  readonly x?: number;
  /** Pays the optional extra cost the Mugic prints ("As Hive Unsung is played, its caster can pay a Mugic counter"). */
  readonly extra?: boolean;
}

/** `activate` (CR 8.4.4): an activated ability of a creature or of its face-up battlegear. */
export interface ActivatePayload {
  readonly creature: number;
  readonly from: 'creature' | 'battlegear';
  /** Index of the ability in the card's effect list. */
  readonly ability: number;
  readonly targets?: readonly number[];
  /** A "Discard a/two/an UnderWorld Mugic Card(s)" cost: which cards of the Mugic hand, one id or a list (by default the first that may pay). */
  readonly discard?: string | readonly string[];
  /** An "Expend any Elemental Type" cost: which element (by default the first the creature has, Fire, Air, Earth, Water). */
  readonly expend?: string;
  /** A "Sacrifice a Battlegear" cost: the creature whose Battlegear (by default the first of the player's creatures with one). */
  readonly gear?: number;
  /** A "Sacrifice a Minion Creature" cost: the uid of the creature sacrificed (by default the first other creature that may pay). */
  readonly sacrifice?: number;
  /** An "Uninfect 3 Creatures" cost: the uids of the creatures uninfected (by default the first Infected in uid order). */
  readonly uninfect?: readonly number[];
  /** Arkanin ("can spend Mugic counters from other Muges you control"): the uid of the creature whose counters pay (by default the creature itself). */
  readonly countersFrom?: number;
}

/** A card moved by an attested effect, from one zone of its owner to another. */
export interface AttestedMove {
  readonly card: string;
  readonly owner: string;
  readonly from: AttestZone;
  readonly to: AttestZone;
}
export type AttestZone = 'attackDeck' | 'attackHand' | 'attackDiscard' | 'locationDeck' | 'generalDiscard' | 'mugicHand';

/** How long a stated change lasts: to the end of the turn (CR 8.9.1, the default), of the combat, or the game. */
export type AttestUntil = 'end-of-turn' | 'end-of-combat' | 'game';

/** A Discipline or Energy change of a creature in play ("loses 50 in each Discipline": one per Discipline). */
export interface AttestedStatChange {
  readonly creature: number;
  readonly stat: 'courage' | 'power' | 'wisdom' | 'speed' | 'energy';
  readonly by: number;
  readonly until?: AttestUntil;
}

/** An Elemental Type a creature gains (`has: true`) or loses. */
export interface AttestedElementChange {
  readonly creature: number;
  readonly element: 'Fire' | 'Air' | 'Earth' | 'Water';
  readonly has: boolean;
  readonly until?: AttestUntil;
}

/**
 * A keyword (`"Strike 10"`, `"Invisibility"`) or status (`"Infected"`, `"Untargetable"`) a
 * creature gains or loses: stated for the judge and the bounds check; the engine does not yet
 * change its own reading of the creature by it.
 */
export interface AttestedTraitChange {
  readonly creature: number;
  readonly has: boolean;
  readonly until?: AttestUntil;
}
export interface AttestedKeywordChange extends AttestedTraitChange { readonly keyword: string }
export interface AttestedStatusChange extends AttestedTraitChange { readonly status: string }

/**
 * `attest`: the outcome of the top burst item's attested text, stated by its controller.
 * Damage and mugic counter changes are by creature uid; the engine applies them and checks
 * that cards are conserved and values stay in bounds.
 */
export interface AttestPayload {
  readonly item: number;
  /** The card whose text is attested (the top item's card), so the audit can list it for a judge. */
  readonly card: string;
  readonly damage?: Readonly<Record<string, number>>;
  readonly counters?: Readonly<Record<string, number>>;
  readonly moves?: readonly AttestedMove[];
  readonly stats?: readonly AttestedStatChange[];
  readonly elements?: readonly AttestedElementChange[];
  readonly keywords?: readonly AttestedKeywordChange[];
  readonly status?: readonly AttestedStatusChange[];
  readonly note?: string;
  /** The controller's choices for the resolution this triggers, in the order asked (CR 8.5.2). */
  readonly choices?: readonly string[];
}

/** `intercept` (CR 6.3.4.1): the space of the Defender that swaps in, or null to decline. */
export interface InterceptPayload {
  readonly space: number | null;
}

/**
 * `pass` (CR 8.2.2.1). When the pass resolves the burst, `choices` states the choices the
 * resolving text asks of its controllers, in the order asked (docs/match-log-format.md).
 */
export interface PassPayload {
  readonly choices?: readonly string[];
}

export type MastersAction =
  | ActionEnvelope<'pass', PassPayload>
  | ActionEnvelope<'play-mugic', PlayMugicPayload>
  | ActionEnvelope<'activate', ActivatePayload>
  | ActionEnvelope<'attest', AttestPayload>
  | ActionEnvelope<'intercept', InterceptPayload>
  | ActionEnvelope<'place-mirage', { readonly space: number }>;
