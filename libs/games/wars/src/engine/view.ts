import type { Viewer } from '@arbiter/rules';
import type { Game } from './game-cards';
import type { Battle, InPlayCard, Lingering, LocationGroup, Phase, StackItem, Triggered, WarsResult, WarsState } from './state';
import { SEATS } from './state';

export interface WarsPilesView {
  /** Collector numbers of the hand for its owner (and the judge); a count for anyone else. */
  readonly hand: readonly string[] | { readonly count: number };
  readonly reserve: number;
  readonly active: number;
  readonly used: number;
  /** Lost piles are face up (CR glossary `lost pile`). */
  readonly lost: readonly string[];
}

export interface WarsView {
  readonly players: readonly string[];
  readonly turn: number;
  readonly phase: Phase;
  readonly current: string;
  readonly initiative: string | null;
  readonly passes: number;
  /** Cards in play and pending on the stack are shown (a played card is shown from the hand). */
  readonly inPlay: readonly (InPlayCard & { readonly card: string })[];
  readonly groups: readonly LocationGroup[];
  readonly stack: readonly (StackItem & { readonly cardId?: string })[];
  readonly piles: readonly WarsPilesView[];
  /** Starting the game: whether each player has chosen, and the viewer's own choice. */
  readonly setup: readonly (boolean | string)[];
  readonly battle: Battle | null;
  readonly pendingLoss: WarsState['pendingLoss'];
  /** Effects of abilities lasting until end of turn (engine 1.2.0 on), public as the abilities were; absent when there are none. */
  readonly untilEndOfTurn?: readonly Lingering[];
  /** Cards stacked on cards in play, by the key of the card they are on, bottom first: collector numbers, "?" for a face-down card (the judge sees it); absent when none are. */
  readonly stacked?: Readonly<Record<string, readonly string[]>>;
  /** Triggered abilities waiting for a player to gain initiative to go on the stack (engine 1.2.0 on); absent when none wait. */
  readonly triggered?: readonly Triggered[];
  readonly flags: WarsState['flags'];
  readonly result: WarsResult | null;
  /** The judge's view carries the whole state. */
  readonly state?: WarsState;
}

/**
 * What a viewer may see: hands only their owner's, reserve, active and used piles only as
 * counts (they are face down, the reserve's order unknown even to its owner), lost piles and
 * cards in play face up, and a starting location hidden from the other player until both are chosen.
 */
export function viewOf(g: Game, viewer: Viewer, clone: (s: WarsState) => WarsState): WarsView {
  const s = g.s;
  const sees = (seat: number) => viewer.kind === 'judge' || (viewer.kind === 'player' && viewer.player === s.players[seat]);
  const id = (key: string) => g.card(key).id;
  return {
    players: [...s.players], turn: s.turn, phase: s.phase, current: s.players[s.current],
    initiative: s.initiative === null ? null : s.players[s.initiative], passes: s.passes,
    inPlay: Object.values(s.inPlay).map((p) => ({ ...p, card: id(p.key) })),
    groups: s.groups.map((x) => ({ name: x.name, sites: [...x.sites], sectors: [...x.sectors] })),
    stack: s.stack.map((item) => (item.kind === 'card' || item.kind === 'ability' ? { ...item, cardId: id(item.card) } : { ...item })),
    piles: SEATS.map((seat) => {
      const p = s.piles[seat];
      return { hand: sees(seat) ? p.hand.map(id) : { count: p.hand.length }, reserve: p.reserve.length, active: p.active.length, used: p.used.length, lost: p.lost.map(id) };
    }),
    setup: SEATS.map((seat) => (s.setup[seat] !== null && sees(seat) ? id(s.setup[seat]!) : s.setup[seat] !== null)),
    battle: s.battle ? structuredClone(s.battle) : null,
    pendingLoss: s.pendingLoss ? { ...s.pendingLoss } : null,
    ...(s.untilEndOfTurn ? { untilEndOfTurn: s.untilEndOfTurn.map((e) => ({ ...e })) } : {}),
    ...(s.triggered ? { triggered: s.triggered.map((t) => ({ ...t })) } : {}),
    ...(s.stacked ? { stacked: Object.fromEntries(Object.entries(s.stacked).map(([on, cards]) => [on, cards.map((c) => (c.faceDown && viewer.kind !== 'judge' ? '?' : id(c.key)))])) } : {}),
    flags: structuredClone(s.flags),
    result: s.result,
    ...(viewer.kind === 'judge' ? { state: clone(s) } : {}),
  };
}
