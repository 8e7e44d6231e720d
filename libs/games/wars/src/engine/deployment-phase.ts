import type { Violation } from '@arbiter/rules';
import { noteEvent } from './triggers';
import type { WarsCard } from '../cards/card';
import { hasAttestableText } from './attested-lines';
import { costProblems, destinyRequirement, energyCost, extraLossProblem, handCopy, loseAsCost, playLoss, uniqueProblem } from './costs';
import { readTarget, targetProblems } from './deploy-targets';
import { pay } from './energy-piles';
import type { Game } from './game-cards';
import { isUnitCard } from './game-cards';
import { placeLocation } from './locations';
import { textProblems, playText } from './play-interrupt';
import { type CardItem, resolvePlayed } from './played-cards';
import { R } from './rule-keys';
import type { DeployTarget, InPlayKind, Seat, WarsAction } from './state';
import { payloadOf, phaseActionTiming } from './timing';
import { broken } from './violation';

/**
 * Playing a card in your deploy phase on an empty stack, by the steps of CR glossary
 * `deployment phase`: 1 the card from hand, 2 requirements ([D]), 3 options, 4 targets,
 * 5 costs; 6 it is pending on the stack. A step that cannot be met makes the play illegal.
 */
export function checkDeploy(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const timing = phaseActionTiming(g, a, seat, 'deploy', R.deploymentPhase, 'playing a card other than an interrupt');
  if (timing.length > 0) return timing;
  const p = payloadOf(a);
  const key = handCopy(g, seat, p.card);
  if (!key) return broken(a.seq, 'not-in-hand', R.deploy(1), `there is no ${String(p.card)} in your hand`);
  const card = g.card(key);
  if (card.type === 'Interrupt') return broken(a.seq, 'wrong-action', R.interrupt, `${card.name} is an interrupt: it is played with play-interrupt`);
  const target = readTarget(p);
  if (target === 'bad') return broken(a.seq, 'bad-payload', R.deploy(4), 'a deploy names at most one of "at", "aboard", "beneath" (keys) or "place" (a whole number)');
  const found = [
    ...uniqueProblem(g, a.seq, seat, card), ...destinyRequirement(g, a.seq, seat, card),
    ...(p.mode !== undefined ? broken(a.seq, 'bad-payload', R.deploy(3), `${card.name} has no options to declare`) : []),
    ...targetProblems(g, a.seq, seat, card, target), ...(card.type === 'Location' ? [] : costProblems(g, a.seq, seat, card, target)),
    ...extraLossProblem(g, a.seq, seat, playLoss(g, seat, card, target), 1, `playing ${card.name}`),
  ];
  if (found.length > 0) return found.slice(0, 1);
  // An order's text the engine carries out chooses its targets now; no other card names any.
  return card.type === 'Order' ? textProblems(g, a.seq, seat, key, null, p.targets)
    : p.targets === undefined ? [] : broken(a.seq, 'bad-payload', R.deploy(4), `${card.name} is played with "at", "aboard", "beneath" or "place", not "targets"`);
}

export function performDeploy(g: Game, a: WarsAction, seat: Seat): void {
  const p = payloadOf(a);
  const key = handCopy(g, seat, p.card)!;
  const card = g.card(key);
  const target = readTarget(p) as DeployTarget | null;
  // What it costs as it is played: the cost changes in play then (CR glossary `deployment phase` 5).
  const cost = energyCost(g, seat, card, target);
  g.s.piles[seat].hand.splice(g.s.piles[seat].hand.indexOf(key), 1);
  pay(g.s, seat, cost);
  loseAsCost(g, seat, playLoss(g, seat, card, target));
  g.s.stack.push({ kind: 'card', seat, card: key, target, mode: null, ...(card.type === 'Order' ? playText(g, seat, key, p.targets) : {}) });
  noteEvent(g, { event: 'played', seat, card: key, target });
}

const kindOf = (card: WarsCard, target: DeployTarget | null): InPlayKind =>
  card.type === 'Location' ? (target && 'beneath' in target ? 'encampment' : 'location')
    : isUnitCard(card) ? 'unit' : card.type === 'Ship' ? 'ship' : card.type === 'Weapon' ? 'weapon' : 'asset';

/**
 * A pending card comes off the stack: an interrupt or order goes to the used or lost pile (its
 * effect is card text, attested), any other card enters play where it was played. A target no
 * longer legal cancels it, and a canceled card is lost (CR glossary `effects`, `cancel`).
 */
export function resolveCard(g: Game, item: CardItem, declared?: unknown): void {
  const s = g.s;
  const { seat, card: key, target, mode } = item;
  const card = g.card(key);
  if (card.type === 'Interrupt' || card.type === 'Order') {
    // Its effect first (the engine's, 1.2.0 on), then the card to its pile (CR glossary `effects`).
    resolvePlayed(g, item, declared);
    const pile = mode ?? (card.playKind === 'lost' ? 'lost' : 'used');
    // Its effect waits for a player's choice: the card goes to its pile once that is made.
    if (s.choosing?.item.played && s.choosing.item.card === key) {
      s.choosing = { ...s.choosing, toPile: pile };
      return;
    }
    s.piles[seat][pile].push(key);
    if (hasAttestableText(card, g.text)) s.flags.resolvedText.push(key);
    return;
  }
  const needed = target === null ? null : 'at' in target ? target.at : 'aboard' in target ? target.aboard : 'beneath' in target ? target.beneath : null;
  if (needed !== null && !s.inPlay[needed]) {
    s.piles[seat].lost.push(key);
    return;
  }
  const kind = kindOf(card, target);
  const host = target === null ? null : 'aboard' in target ? target.aboard : 'beneath' in target ? target.beneath : null;
  const at = target === null ? null : 'at' in target ? target.at : host !== null ? (s.inPlay[host].kind === 'location' ? host : s.inPlay[host].at) : null;
  s.inPlay[key] = { key, owner: seat, kind, at, host, damaged: false };
  g.inPlayChanged();
  if (kind === 'location') placeLocation(g, key, target && 'place' in target ? target.place : 0);
  noteEvent(g, { event: 'enters-play', card: key });
}
