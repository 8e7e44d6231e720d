import type { PlayerId } from '@arbiter/rules';
import { attestable, bulletLeft, textLines } from './attest';
import { inBattle } from './battle-sides';
import { cantRevealDestiny } from './battle-destiny';
import { damagedInPlay } from './battle-steps';
import { chooseCandidates } from './choose-action';
import { LOSS_SOURCES } from './energy-piles';
import type { Game } from './game-cards';
import { keywordInPlay } from './game-cards';
import { activationLimit, locationKeys } from './locations';
import { movementProblem, transportable } from './movement-actions';
import { declarableTop, type FaceDownPile, isPaper } from './paper-play';
import type { Seat, WarsAction, WarsState } from './state';
import { playedTargetChoices } from './played-cards';
import { passCandidates } from './destiny-as-it-resolves';
import { useCandidates } from './use-ability';
import { actingSeats, validateAction } from './validate';

const distinct = (ids: readonly string[]) => [...new Set(ids)].sort();

/** Every subset of `keys` of at most `max` items, each sorted, the empty one first. */
function subsets(keys: readonly string[], max: number): string[][] {
  const out: string[][] = [[]];
  for (const k of [...keys].sort()) for (const s of out.slice()) if (s.length < max) out.push([...s, k]);
  return out.map((s) => s.sort());
}

/** The `targets` a card may be played with: none (`{}`) unless the engine carries out its text (1.2.0 on), then each choice its effect allows. */
function textTargetChoices(g: Game, seat: Seat, key: string, mode: 'used' | 'lost' | null): Record<string, unknown>[] {
  const text = g.text?.played(g.card(key));
  if (!text) return [{}];
  return playedTargetChoices(g, seat, key, text, mode).map((targets) => (targets.length > 0 ? { targets } : {}));
}

/**
 * Candidate actions for the acting player, before validation: every action shape the rules
 * could allow now. `legalActions` keeps those that validate, so the two always agree. Attested
 * text is offered one ability at a time with its "no change" outcome; other quotes and outcomes
 * are the free fields. Transport lists are enumerated (every subset up to the Transport number).
 */
function candidates(g: Game, seat: Seat, trusted: Set<object>): Omit<WarsAction, 'seq' | 'player'>[] {
  const s = g.s;
  const hand = distinct(s.piles[seat].hand.map((k) => g.card(k).id));
  // Paper play names each card that becomes known: one candidate per card the pile's top can be.
  const declaring = (pile: FaceDownPile, payload: Record<string, unknown>) =>
    (isPaper(s) ? declarableTop(g, seat, pile).map((card) => ({ ...payload, card })) : [payload]);
  if (s.phase === 'setup') {
    if (s.openingDraws) return declaring('reserve', {}).map((payload) => ({ type: 'draw', payload }));
    return distinct(s.decks[seat].filter((_, i) => g.card(`${seat}-${i}`).type === 'Location')).map((card) => ({ type: 'choose-location', payload: { card } }));
  }
  if (s.choosing) return chooseCandidates(g).map((payload) => ({ type: 'choose', payload }));
  const out: Omit<WarsAction, 'seq' | 'player'>[] = [];
  const step = s.battle?.step;
  if (s.pendingLoss || step === 'loss') {
    const only = s.pendingLoss?.from;
    for (const from of LOSS_SOURCES) if (from !== 'hand' && (!only || from === only)) for (const payload of declaring(from, { from })) out.push({ type: 'lose', payload });
    if (!only && !s.pendingLoss?.noHand) for (const card of hand) out.push({ type: 'lose', payload: { from: 'hand', card } });
  }
  if (step === 'attrition' || step === 'loss') for (const c of inBattle(g, seat)) out.push({ type: 'damage', payload: { card: c.key } });
  if (step === 'attrition') out.push({ type: 'ignore-attrition', payload: {} });
  if (step === 'destiny') {
    if (!cantRevealDestiny(g, seat)) for (const payload of declaring('reserve', { reveal: true })) out.push({ type: 'battle-destiny', payload });
    out.push({ type: 'battle-destiny', payload: { reveal: false } });
  }
  if (step === 'end') for (const c of damagedInPlay(g, seat)) out.push({ type: 'destroy', payload: { card: c.key } });
  if (out.length > 0 || s.initiative !== seat) return out;

  for (const payload of passCandidates(g)) out.push({ type: 'pass', payload });
  for (const card of hand) {
    const key = s.piles[seat].hand.find((k) => g.card(k).id === card)!;
    if (g.card(key).type !== 'Interrupt') continue;
    for (const mode of [undefined, 'used', 'lost'] as const) {
      for (const targets of textTargetChoices(g, seat, key, mode ?? null)) out.push({ type: 'play-interrupt', payload: { card, ...(mode ? { mode } : {}), ...targets } });
    }
  }
  // Attested text with no change: valid by construction once its bullets allow it (the contract test holds it to validate).
  for (const card of attestable(g, seat)) {
    for (const line of textLines(g, card)) {
      if (!bulletLeft(g, card, line)) continue;
      const offer = { type: 'attest', payload: { card, text: [line], outcome: { moves: [] } } };
      trusted.add(offer);
      out.push(offer);
    }
  }
  // Activated abilities the engine carries out (an opponent's card's, when either player may use them): one candidate per choice of targets.
  for (const p of g.inPlay()) for (const payload of useCandidates(g, seat, p.key)) out.push({ type: 'use', payload });
  if (s.current !== seat || s.stack.length > 0) return out;
  const locations = locationKeys(s);
  switch (s.phase) {
    case 'activate':
      if (!s.flags.activated) for (let amount = 1; amount <= activationLimit(g, seat); amount++) out.push({ type: 'activate', payload: { amount } });
      break;
    case 'control':
      for (const location of locations) out.push({ type: 'drain', payload: { location } });
      break;
    case 'deploy': {
      const inPlay = g.inPlay();
      const sites = Math.max(0, ...s.groups.map((x) => x.sites.length));
      // Text in play may make cards cheaper: list a card while the most it could take off brings it within the active pile.
      const affordable = s.piles[seat].active.length + (g.text?.mostCostOff(g, seat) ?? 0);
      for (const card of hand) {
        const c = g.card(s.piles[seat].hand.find((k) => g.card(k).id === card)!);
        // Only targets of the card's kind, and nothing it cannot pay for: validate refuses every other one.
        if (c.type !== 'Location' && (c.cost === null || c.cost > affordable)) continue;
        const targets: Record<string, unknown>[] = [{}];
        if (c.type === 'Location') {
          for (let place = 0; place <= sites; place++) targets.push({ place });
          for (const p of inPlay) if (p.kind === 'location') targets.push({ beneath: p.key });
        } else if (c.type === 'Ship') {
          for (const p of inPlay) if (p.kind === 'location') targets.push({ at: p.key });
        } else if (c.type === 'Character' || c.type === 'NoBot' || c.type === 'Vehicle') {
          for (const p of inPlay) if (p.kind === 'location') targets.push({ at: p.key });
          for (const p of inPlay) if (p.kind === 'ship' && p.owner === seat) targets.push({ aboard: p.key });
        } else if (c.type === 'Weapon' || c.type === 'Asset') {
          const opponents = c.type === 'Asset' && (g.text?.placement(c)?.opponents ?? false);
          for (const p of inPlay) if (p.owner === seat || opponents) targets.push({ beneath: p.key });
        } else if (c.type === 'Order') {
          targets.splice(0, 1, ...textTargetChoices(g, seat, s.piles[seat].hand.find((k) => g.card(k).id === card)!, null));
        }
        for (const t of targets) out.push({ type: 'deploy', payload: { card, ...t } });
      }
      break;
    }
    case 'battle':
      for (const location of locations) out.push({ type: 'attack', payload: { location } });
      break;
    case 'move':
      if (s.piles[seat].active.length === 0) break;
      for (const mover of g.inPlay()) {
        if (mover.owner !== seat || (mover.kind !== 'unit' && mover.kind !== 'ship')) continue;
        for (const { key: to, kind } of g.inPlay()) {
          // Only the five movements (to a location or a ship): validate would refuse any other destination for the same reason.
          if ((kind !== 'location' && kind !== 'ship') || movementProblem(g, seat, mover.key, to) !== null) continue;
          out.push({ type: 'move', payload: { card: mover.key, to } });
          if (s.inPlay[to].kind !== 'location') continue;
          const carry = transportable(g, mover.key, to).map((c) => c.key);
          for (const along of subsets(carry, keywordInPlay(g, mover.key, 'transport')).slice(1)) out.push({ type: 'move', payload: { card: mover.key, to, with: along } });
        }
      }
      break;
    case 'draw':
      for (const payload of declaring('active', {})) out.push({ type: 'draw', payload });
      break;
  }
  return out;
}

/** The actions that validate now for a player (the contract's invariant holds by construction). */
export function legalActionsFor(g: Game, player: PlayerId, clone: (s: WarsState) => WarsState): WarsAction[] {
  const index = g.s.players.indexOf(player);
  if (index < 0) return [];
  const seat = index as Seat;
  if (!actingSeats(g).includes(seat)) return [];
  const seq = g.s.seq + 1;
  const trusted = new Set<object>();
  const out: WarsAction[] = [];
  for (const c of candidates(g, seat, trusted)) {
    const a = { seq, player, ...c };
    if (trusted.has(c) || validateAction(g, a, clone).length === 0) out.push(a);
  }
  return out;
}
