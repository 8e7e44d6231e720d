import { alt, map, oneOf, opt, type Parser, seq, word as w } from './combinators';
import { condition } from './conditions';
import type { Condition, Limit, Target } from './reading';
import { kind, place } from './targets';

/**
 * When an ability may be used or a card played: "You may use this ability only during your
 * deploy phase.", "Any player may use this ability.", "You can't use this ability during a
 * battle phase." (CR glossary `activated ability`, `interrupt`).
 */
const thisAbility = alt(w('use this ability'), map(seq(w('play this'), oneOf({ interrupt: 1, order: 1, asset: 1, card: 1 }, "'interrupt'")), () => 'play'));
const thisCard: Target = { select: 'this', traits: [], kinds: ['card'] };
const when = alt(
  map(seq(w('once'), condition), ([, c]) => c),
  map(seq(oneOf({ when: 1, if: 1, unless: 1 }, "'when'"), condition), ([, c]) => c),
  condition,
  // "only beneath a location where your opponent has a ship": where the card may be played
  map(place, (p): Condition => ({ is: 'at', subject: thisCard, place: p })),
);

export const limit: Parser<Limit> = map(
  seq(
    alt<Limit>(
      // "You may play this asset beneath one of your opponent's sites": with no "only", a place
      // it may go as well as the usual ones (CR glossary `asset`); with "only", the one place.
      map(seq(w('you may'), opt(w('only')), thisAbility, opt(w('only')), when), ([, before, , after, c]): Limit => (!before && !after && c.is === 'at' ? { also: c } : { only: c })),
      map(seq(oneOf({ "you can't": 1, 'you cannot': 1 }, "'you can't'"), thisAbility, w('unless'), condition), ([, , , c]) => ({ only: c })),
      // "You can't use this ability until after the attrition step of a battle": only after it.
      map(seq(oneOf({ "you can't": 1, 'you cannot': 1 }, "'you can't'"), thisAbility, w('until'), condition), ([, , , c]) => ({ only: c })),
      map(seq(oneOf({ "you can't": 1, 'you cannot': 1 }, "'you can't'"), thisAbility, when), ([, , c]) => ({ never: c })),
      map(seq(w('you may change no more than one card'), w("'s"), w('destiny using this ability each turn')), (): Limit => ({ oncePer: 'turn' })),
      // "You can't play more than one of this asset beneath the same kizen." (one per host)
      map(seq(oneOf({ "you can't": 1 }, "'you can't'"), w('play more than one'), opt(w('copy')), w('of this'), kind, w('beneath the same'), kind), ([, , , , , , host]) => ({ onePer: host })),
      map(seq(oneOf({ 'any player': 'any-player', 'your opponent': 'opponent' }, "'any player'"), w('may'), thisAbility, opt(when)), ([who, , , c]) => ({ usableBy: who as 'any-player', ...(c ? { when: c } : {}) })),
    ),
    opt(w('.')),
  ),
  ([l]) => l,
);
