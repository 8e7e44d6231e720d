/**
 * The closed vocabulary card effects are written in. A structured effect is a call of one of
 * these verbs; anything the verbs cannot say stays plain `text` and is attested in play (the
 * log states its outcome for a judge). The engine gives each verb its meaning; here each has
 * the arguments it needs, the ones it may take, and the rule that defines it.
 */

/** Who an effect applies to (3.1): `self` is the card's owner. */
export const TARGETS = ['self', 'recipient', 'target', 'enemy', 'attacker', 'another-hero', 'any-hero', 'all-heroes', 'all-other-heroes'] as const;
export type Target = (typeof TARGETS)[number];

/** Where cards are (3.2.3); `stored` is under a storage card (2.8.4). */
export const ZONES = ['hand', 'deck', 'discard', 'buff-area', 'items', 'limbo', 'stored'] as const;
export type Zone = (typeof ZONES)[number];

/** Values an `increase`/`reduce` changes (2.9), and Power (6.2.1). */
export const STATS = ['damage-dealt', 'damage-received', 'healing-done', 'healing-received', 'combo-cost', 'power', 'item-points', 'hand-size'] as const;
export type Stat = (typeof STATS)[number];

/** What a `prevent` or `cancel` stops (2.2.3, 6.1.2 Cancel). */
export const ACTS = ['attack', 'defend', 'buff', 'equip', 'ability', 'play', 'combo', 'heal', 'draw', 'damage', 'rotate'] as const;
export type Act = (typeof ACTS)[number];

/** When a triggered effect happens; absent, it happens when the card is played (or its corner is current). */
export const TRIGGERS = [
  'start-of-turn', 'end-of-turn', 'enters-play', 'leaves-play', 'expires', 'after-playing-a-card',
  'you-attack', 'you-defend', 'you-buff', 'you-equip', 'you-play',
  'attacked', 'damaged', 'healed', 'you-draw', 'you-discard', 'since-your-last-turn',
] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const DURATIONS = ['this-turn', 'until-your-next-turn', 'while-in-play', 'this-game'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Argument names an effect call may carry (besides `verb`, `text`, `optional`, `when`, `duration`). */
export type VerbArgument =
  | 'target' | 'amount' | 'count' | 'cards' | 'from' | 'to' | 'position' | 'stat'
  | 'element' | 'level' | 'direction' | 'act' | 'unrestricted';

export interface VerbDefinition {
  readonly verb: string;
  /** The rules key that defines what the verb does. */
  readonly rule: string;
  readonly needs: readonly VerbArgument[];
  readonly may: readonly VerbArgument[];
  readonly meaning: string;
}

export const VERBS = [
  { verb: 'damage', rule: 'ls:2.10.3', needs: ['amount'], may: ['target'], meaning: 'deal `amount` damage' },
  { verb: 'heal', rule: 'ls:2.10.3', needs: ['amount'], may: ['target'], meaning: 'heal `amount`' },
  { verb: 'draw', rule: 'ls:6.1.2/draw', needs: ['count'], may: ['target'], meaning: 'draw `count` cards' },
  { verb: 'discard', rule: 'ls:6.1.2/discard', needs: ['count'], may: ['target', 'cards', 'from'], meaning: 'the target discards `count` cards (from the hand unless `from`)' },
  { verb: 'move', rule: 'ls:6.2.1/move', needs: ['from', 'to'], may: ['target', 'count', 'cards', 'position'], meaning: 'move cards between areas (not Played, Discarded, Removed or Returned)' },
  { verb: 'swap', rule: 'ls:6.2.1/swap', needs: ['from'], may: ['target', 'cards', 'to'], meaning: 'swap a card in play with one from `from`' },
  { verb: 'store', rule: 'ls:2.8.4.1', needs: ['from'], may: ['count', 'cards', 'position'], meaning: 'store cards under this card' },
  { verb: 'remove', rule: 'ls:6.1.2/remove', needs: ['count'], may: ['target', 'cards'], meaning: 'remove cards from play and discard them' },
  { verb: 'return', rule: 'ls:6.1.2/return', needs: ['count'], may: ['target', 'cards'], meaning: "return Buffs to their owner's hand" },
  { verb: 'rotate', rule: 'ls:6.1.2/rotate', needs: ['direction'], may: ['target', 'count', 'cards'], meaning: 'rotate Buffs forward or backward' },
  { verb: 'restart', rule: 'ls:6.1.2/restart', needs: [], may: ['target', 'count', 'cards'], meaning: 'turn rotating Buffs back to their first corner' },
  { verb: 'trigger', rule: 'ls:4.1.2.4', needs: [], may: ['target', 'count', 'cards'], meaning: 'trigger the Instant Effects of Buffs' },
  { verb: 'cancel', rule: 'ls:6.1.2/cancel', needs: ['act'], may: ['target', 'cards'], meaning: 'Cancel a card or ability of the kind `act`' },
  { verb: 'immune', rule: 'ls:6.1.2/immune', needs: [], may: ['target', 'act', 'cards'], meaning: 'the target is Immune to the effects named' },
  { verb: 'make-dormant', rule: 'ls:6.1.2/dormant', needs: [], may: ['target', 'count', 'cards'], meaning: 'cards in play become Dormant' },
  { verb: 'increase', rule: 'ls:2.9.1', needs: ['stat', 'amount'], may: ['target', 'cards'], meaning: 'increase a value additively' },
  { verb: 'reduce', rule: 'ls:2.9.1', needs: ['stat', 'amount'], may: ['target', 'cards'], meaning: 'reduce a value additively (never below 0, 2.9.3)' },
  { verb: 'gain-actions', rule: 'ls:4.1.3.2e', needs: ['count'], may: ['target', 'unrestricted'], meaning: 'additional actions (unrestricted ones ignore the Basic limit, 4.1.3.6e)' },
  { verb: 'limit-actions', rule: 'ls:4.1.3.6a', needs: ['count'], may: ['target'], meaning: 'at most `count` actions a turn' },
  { verb: 'grant-access', rule: 'ls:2.5.4.8', needs: ['element', 'level'], may: ['target'], meaning: 'access to an Element' },
  { verb: 'equip', rule: 'ls:6.1.2/equip', needs: [], may: ['cards', 'from'], meaning: 'equip an Item to the hero' },
  { verb: 'search', rule: 'ls:3.2.3.2c', needs: ['cards'], may: ['count', 'from', 'to'], meaning: 'look through the deck for cards (then shuffle)' },
  { verb: 'shuffle', rule: 'ls:3.2.3.2c', needs: [], may: ['target'], meaning: 'shuffle the deck' },
  { verb: 'reveal', rule: 'ls:2.8.3.1', needs: [], may: ['target', 'count', 'cards', 'from'], meaning: 'show cards to all players' },
  { verb: 'prevent', rule: 'ls:2.2.3', needs: ['act'], may: ['target', 'cards'], meaning: 'something cannot happen (a can\'t beats a can)' },
] as const satisfies readonly VerbDefinition[];

export type Verb = (typeof VERBS)[number]['verb'];

export function verbDefinition(verb: string): VerbDefinition | undefined {
  return VERBS.find((v) => v.verb === verb);
}
