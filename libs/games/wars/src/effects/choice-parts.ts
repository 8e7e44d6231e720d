import type { Violation } from '@arbiter/rules';
import type { Game } from '../engine/game-cards';
import { relocate } from '../engine/movement-actions';
import { declaredTopProblem, isPaper, takeTop } from '../engine/paper-play';
import { randomIndex } from '../engine/random-pick';
import type { Seat, StackItem } from '../engine/state';
import { targetWords } from '../engine/target-words';
import { broken as problem } from '../engine/violation';
import type { Owner, Target } from '../text/reading';
import type { ResolveContext } from '../verbs/verb';
import type { EffectSource } from './effect-source';
import { destinationProblem, movable } from './moves';
import { describesHandCard } from './hand-phrases';
import { describes } from './phrases';
import { searchedCard } from './search-parts';
import { shufflePile } from '../engine/shuffle-pile';
import { stackOn } from '../engine/energy-piles';

/**
 * What an ability takes from its controller's `choose` as it resolves (`resolution-choices.ts`,
 * `engine/choose-action.ts`): "up to N" (`count`), a card drawn or retrieved (in paper play
 * named in `cards`; digital play draws the reserve's top and retrieves at random with the game's
 * seeded generator), and a card or place named without a target (`pick`). What is wrong with the
 * choice is noted in its `problems`, and nothing more happens once something is.
 */

/**
 * A player's answer to what an ability asks as it resolves: whether they do what it says they
 * may, how many of an "up to N", and the cards (paper play) and picks, in order, taken as they are used.
 */
export interface ResolutionChoice {
  readonly take: boolean;
  readonly count?: number;
  readonly cards: string[];
  readonly picks: string[];
  /** Collector numbers of the chooser's hand cards its text puts somewhere, in order, the first on top. */
  readonly hand: string[];
  /** Collector number of the card a search finds (`search-parts.ts`); none found when absent. */
  readonly found?: string;
  /** The [D] the ability revealed before it asked (`Choosing.destiny`). */
  readonly destiny?: number;
  /** Which option of a "chooses to … or …" (0 the first). */
  readonly option?: number;
  /** Collector number of the card text plays from a pile ("Play a fighter stacked on this asset"); none when absent. */
  readonly fromPile?: string;
  readonly seq: number;
  readonly problems: Violation[];
}

/** What the parts need of the resolving ability: its item and source card, its controller, who a word names, and the cards a phrase picks. */
export interface Resolving {
  readonly item: Extract<StackItem, { kind: 'ability' }>;
  readonly src: EffectSource;
  readonly seat: Seat;
  readonly seatOf: (who: Owner) => Seat;
  readonly pick: (t: Target) => readonly string[];
  readonly choice: ResolutionChoice | undefined;
  /** The ability searches a pile (`ResolutionAsks.searches`). */
  readonly searches?: boolean;
}


/** The parts of the resolve context that read the choice. */
export function choiceParts(g: Game, r: Resolving): Pick<ResolveContext, 'upTo' | 'option' | 'draw' | 'retrieve' | 'loseAtRandom' | 'pickOwn' | 'move' | 'putFromHand' | 'revealFromHand' | 'revealTop' | 'putShown' | 'shown' | 'search' | 'searches' | 'shuffle' | 'stackTop'> {
  const { item, src, seat, seatOf, pick, choice } = r;
  const s = g.s;
  // The card revealed ("Reveal the top card of your used pile."), and where it is: "it" and "that card" after.
  let shown: { readonly key: string; readonly pile: 'hand' | 'reserve' | 'used' } | undefined;
  // A card named in paper play is one that became known.
  const known = (what: string, rule: string): string | undefined => {
    if (!isPaper(s)) return undefined;
    const id = choice?.cards.shift();
    if (id === undefined) choice?.problems.push(...problem(choice.seq, 'card-not-declared', rule, `in paper play the log names ${what}: "cards": [a collector number]`));
    return id;
  };
  return {
    upTo: (most) => Math.min(most, choice?.count ?? 0),
    option: () => choice?.option ?? 0,
    draw(who, from) {
      const drawer = seatOf(who);
      if (s.piles[drawer][from].length === 0) return;
      const pile = from === 'reserve' ? 'reserve' : 'used pile';
      const id = known(`the card ${s.players[drawer]} draws off the ${pile}`, 'wars:glossary/draw-phase');
      if (choice && id !== undefined) choice.problems.push(...declaredTopProblem(g, choice.seq, drawer, from, id, 'wars:glossary/draw-phase', `the top card of ${s.players[drawer]}'s ${pile} (drawn as ${g.card(item.card).name}'s text resolves)`));
      if (choice?.problems.length) return;
      s.piles[drawer].hand.push(takeTop(g, drawer, from, id)!);
    },
    retrieve(who) {
      const retriever = seatOf(who);
      const lost = s.piles[retriever].lost;
      if (lost.length === 0) return;
      const id = known(`the card ${s.players[retriever]} retrieves`, 'wars:glossary/retrieve');
      if (choice?.problems.length) return;
      let at: number;
      if (id === undefined) at = randomIndex(s, lost.length);
      else {
        at = lost.findIndex((k) => g.card(k).id === id);
        if (at < 0) choice?.problems.push(...problem(choice.seq, 'not-in-lost-pile', 'wars:glossary/retrieve', `a card is retrieved from ${s.players[retriever]}'s lost pile, which holds no ${id}`));
      }
      if (at >= 0) s.piles[retriever].used.push(lost.splice(at, 1)[0]);
    },
    loseAtRandom(who) {
      const loser = seatOf(who);
      const hand = s.piles[loser].hand;
      if (hand.length === 0) return;
      const id = known(`the card ${s.players[loser]} loses at random from their hand`, 'wars:glossary/destroyed-dismissed-lost');
      if (choice?.problems.length) return;
      const at = id === undefined ? randomIndex(s, hand.length) : hand.findIndex((k) => g.card(k).id === id);
      if (at < 0) return void choice?.problems.push(...problem(choice.seq, 'not-in-hand', 'wars:glossary/destroyed-dismissed-lost', `${s.players[loser]}'s hand holds no ${id}`));
      s.piles[loser].lost.push(hand.splice(at, 1)[0]);
    },
    revealFromHand(t) {
      // "Reveal a card from your hand and …" with none there to reveal does nothing; what a player reveals instead of an effect ("unless …", `take`) they must have.
      if (!choice?.take && !s.piles[seat].hand.some((k) => describesHandCard(g, k, t))) return;
      const id = choice?.hand.shift();
      if (id === undefined) return void choice?.problems.push(...problem(choice.seq, 'cards-not-chosen', 'wars:general/reveal', `${s.players[seat]} reveals ${targetWords(t)} as ${g.card(item.card).name}'s text resolves: "fromHand": its collector number`));
      const key = s.piles[seat].hand.find((k) => g.card(k).id === id);
      if (key === undefined) return void choice?.problems.push(...problem(choice!.seq, 'not-in-hand', 'wars:general/reveal', `${s.players[seat]}'s hand holds no ${id}`));
      if (!describesHandCard(g, key, t)) return void choice?.problems.push(...problem(choice!.seq, 'wrong-card-revealed', 'wars:general/reveal', `${g.card(key).name} (${id}) is not ${targetWords(t)}`));
      shown = { key, pile: 'hand' };
    },
    revealTop(pile) {
      const cards = s.piles[seat][pile];
      if (cards.length === 0) return;
      const where = pile === 'reserve' ? 'reserve' : 'used pile';
      const id = known(`the card ${s.players[seat]} reveals off the top of the ${where}`, 'wars:general/reveal');
      if (choice && id !== undefined) choice.problems.push(...declaredTopProblem(g, choice.seq, seat, pile, id, 'wars:general/reveal', `the top card of ${s.players[seat]}'s ${where} (revealed as ${g.card(item.card).name}'s text resolves)`));
      if (choice?.problems.length) return;
      // Taken off and put back: in paper play it is known from now on.
      const key = takeTop(g, seat, pile, id)!;
      if (pile === 'reserve') cards.unshift(key);
      else cards.push(key);
      shown = { key, pile };
    },
    putShown(to) {
      if (!shown) return;
      const from = s.piles[seat][shown.pile];
      if (!from.includes(shown.key)) return;
      from.splice(from.indexOf(shown.key), 1);
      if (to === 'reserve') s.piles[seat].reserve.unshift(shown.key);
      else s.piles[seat][to].push(shown.key);
      shown = { key: shown.key, pile: to };
    },
    shown: () => shown?.key,
    search(pile, t) {
      const key = searchedCard(g, seat, pile, t, choice);
      // Found where it is, and shown there: "put it in your hand" takes it from that pile.
      shown = key === undefined ? undefined : { key, pile };
    },
    searches: () => r.searches === true,
    shuffle: (pile) => shufflePile(g, seat, pile),
    stackTop(pile, faceDown) {
      const cards = s.piles[seat][pile];
      if (cards.length === 0 || !s.inPlay[src.key]) return;
      const where = pile === 'reserve' ? 'reserve' : 'used pile';
      const id = known(`the card ${s.players[seat]} stacks off the top of the ${where}`, 'wars:general/beneath');
      if (choice && id !== undefined) choice.problems.push(...declaredTopProblem(g, choice.seq, seat, pile, id, 'wars:general/beneath', `the top card of ${s.players[seat]}'s ${where} (stacked as ${g.card(item.card).name}'s text resolves)`));
      if (choice?.problems.length) return;
      stackOn(g, src.key, takeTop(g, seat, pile, id)!, faceDown);
    },
    putFromHand(who, count, pile, end, upTo) {
      const seat = seatOf(who);
      const hand = s.piles[seat].hand;
      // As many as the hand holds ("do as much as you can"); "up to N": as many as the player names, up to N.
      const need = Math.min(count, hand.length, upTo ? choice?.hand.length ?? 0 : count);
      const ids = choice?.hand.splice(0, need) ?? [];
      if (ids.length < need) return void choice?.problems.push(...problem(choice.seq, 'cards-not-chosen', 'wars:glossary/effects', `${s.players[seat]} puts ${need} card(s) of their hand as ${g.card(item.card).name}'s text resolves: "fromHand": [${need} collector number(s) of cards in that hand]`));
      const keys: string[] = [];
      for (const id of ids) {
        const key = hand.find((k) => g.card(k).id === id && !keys.includes(k));
        if (key === undefined) return void choice?.problems.push(...problem(choice!.seq, 'not-in-hand', 'wars:glossary/effects', `${s.players[seat]}'s hand holds no ${keys.some((k) => g.card(k).id === id) ? 'other ' : ''}${id}`));
        keys.push(key);
      }
      for (const key of keys) hand.splice(hand.indexOf(key), 1);
      const to = s.piles[seat][pile];
      // Reserve: top first; used pile: top last.
      if (pile === 'reserve' && end === 'top') to.unshift(...keys);
      else if (pile === 'reserve') to.push(...keys);
      else to.push(...[...keys].reverse());
    },
    pickOwn(t) {
      // One of the controller's cards the phrase describes, required while there is one ("do as much as you can" otherwise).
      const allowed = g.inPlay().filter((p) => p.owner === seat && describes(g, src, p, t)).map((p) => p.key);
      const picked = choice?.picks.shift();
      if (picked === undefined) {
        if (allowed.length > 0) choice?.problems.push(...problem(choice.seq, 'card-not-picked', 'wars:glossary/effects', `the ability names a ${targetWords(t)} of yours as it resolves, and one is there to pick: "pick": [${allowed.map((k) => JSON.stringify(k)).join(', ')}]`));
        return undefined;
      }
      if (!allowed.includes(picked)) return void choice?.problems.push(...problem(choice.seq, 'illegal-pick', 'wars:glossary/effects', `${s.inPlay[picked] ? g.card(picked).name : picked} is not a ${targetWords(t)} of yours: ${allowed.length > 0 ? `pick one of ${allowed.join(', ')}` : 'there is none to pick'}`));
      return picked;
    },
    move(key, to) {
      if (!movable(g, key)) return;
      let dest: string | undefined;
      if (to.select === 'a') {
        // Picked as it resolves: required while a place the phrase allows exists ("do as much as you can" otherwise).
        const allowed = g.inPlay().filter((p) => destinationProblem(g, key, p.key, to) === null);
        dest = choice?.picks.shift();
        if (dest === undefined) {
          if (allowed.length > 0) choice?.problems.push(...problem(choice.seq, 'place-not-picked', 'wars:glossary/effects', `${g.card(key).name} moves to a place its text names, and one is there to pick: "pick": [${allowed.map((p) => JSON.stringify(p.key)).join(', ')}]`));
          return;
        }
        const wrong = destinationProblem(g, key, dest, to);
        if (wrong) return void choice?.problems.push(...problem(choice.seq, 'illegal-place', 'wars:glossary/effects', wrong));
      } else {
        dest = pick(to)[0];
        if (dest === undefined || destinationProblem(g, key, dest, to) !== null) return;
      }
      relocate(g, key, dest, null);
    },
  };
}
