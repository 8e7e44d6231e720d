import type { Element } from '../cards/card';
import { sacrificeCreature } from './sacrifice';
import type { ActivationCost } from '../keywords/ability';
import { abilityCounters } from './ability-cost';
import type { EngineContext } from './context';
import { counterPayers } from './costs-counters';
import { readCost, type CostSource, type PrintedCost } from './costs-read';
import { payDiscardMugic } from './discard-cost';
import { canExpend, expendedElement, payExpend } from './expend';
import { elementChangeBarred } from './change-bans';
import { matchesFilter } from './filter-match';
import { sacrificeGear } from './gear-cost';
import type { ActivatePayload } from './masters-actions';
import { canPaySelfCost, paySelfCost } from './self-costs';
import { findGearLeaving, type FoundTrigger } from './state-triggers';
import { findLeaving } from './state-trigger-sources';
import { Stats } from './stats';
import type { ChaoticState,Seat } from './types';
import { setGear } from './board-writes';

/** What an activation pays with: the creature (or its battlegear) and the player's choices in the payload. */
export interface CostPayer {
  readonly seat: Seat;
  readonly uid: number;
  readonly from: 'creature' | 'battlegear';
  readonly payload: Partial<ActivatePayload>;
}

/** The card the ability is printed on or granted to, as `readCost` needs it. */
export function costSource(state: ChaoticState, ctx: EngineContext, uid: number, from: 'creature' | 'battlegear'): CostSource {
  const card = from === 'battlegear' ? state.masters!.gear[uid]?.card : state.creatures[uid].card;
  const name = card ? ctx.cards.byId(card)?.name : undefined;
  return name !== undefined ? { from, name } : { from };
}

const inPlay = (state: ChaoticState, uid: number) => state.creatures[uid]?.space !== null && state.creatures[uid] !== undefined;
const holdsGear = (state: ChaoticState, seat: Seat, uid: number) => state.creatures[uid]?.owner === seat && inPlay(state, uid) && state.masters!.gear[uid] != null;

/** Mugic cards of the hand that may pay `cost`, in hand order. */
function discardable(state: ChaoticState, ctx: EngineContext, seat: Seat, cost: Extract<PrintedCost, { kind: 'discard-mugic' }>): string[] {
  return state.masters!.mugicHand[seat].filter((id) => {
    const card = ctx.cards.byId(id);
    return cost.tribe === undefined || (card?.type === 'Mugic' && card.tribe === cost.tribe);
  });
}

/** The cards discarded: those named (`discard`, one id or a list), else the first that may pay; undefined when not payable. */
function discardChoice(state: ChaoticState, ctx: EngineContext, seat: Seat, cost: Extract<PrintedCost, { kind: 'discard-mugic' }>, named: unknown): string[] | undefined {
  const pool = discardable(state, ctx, seat, cost);
  if (named === undefined) return pool.length >= cost.count ? pool.slice(0, cost.count) : undefined;
  const list = typeof named === 'string' ? [named] : Array.isArray(named) ? named : undefined;
  if (!list || list.length !== cost.count) return undefined;
  const left = [...pool];
  for (const id of list) {
    const at = typeof id === 'string' ? left.indexOf(id) : -1;
    if (at < 0) return undefined;
    left.splice(at, 1);
  }
  return list as string[];
}

/** Creatures the player may sacrifice for "Sacrifice a <kind> Creature": theirs in play, the source last (it may pay for itself). */
export function sacrificeOptions(state: ChaoticState, stats: Stats, p: CostPayer, cost: Extract<PrintedCost, { kind: 'sacrifice-creature' }>): number[] {
  const ok = state.creatures.filter((c) => c.owner === p.seat && matchesFilter(state, stats, p.seat, c.uid, cost.filter, p.uid)).map((c) => c.uid);
  return [...ok.filter((u) => u !== p.uid), ...ok.filter((u) => u === p.uid)];
}

/** Battlegear the player may sacrifice: any of theirs, or for "… equipped to <this creature>" its own. */
export function gearOptions(state: ChaoticState, p: CostPayer, cost: Extract<PrintedCost, { kind: 'sacrifice-gear' }>): number[] {
  return cost.ownOnly ? (holdsGear(state, p.seat, p.uid) ? [p.uid] : []) : state.creatures.filter((c) => holdsGear(state, p.seat, c.uid)).map((c) => c.uid);
}

/** Infected creatures in play that may be uninfected, by uid. */
function infectedOptions(state: ChaoticState, p: CostPayer, cost: Extract<PrintedCost, { kind: 'uninfect' }>): number[] {
  return [...state.masters!.infected].filter((u) => inPlay(state, u) && (!cost.yours || state.creatures[u].owner === p.seat)).sort((a, b) => a - b);
}

function uninfectChoice(state: ChaoticState, p: CostPayer, cost: Extract<PrintedCost, { kind: 'uninfect' }>): number[] | undefined {
  const pool = infectedOptions(state, p, cost);
  const named = p.payload.uninfect;
  if (named === undefined) return pool.length >= cost.count ? pool.slice(0, cost.count) : undefined;
  if (!Array.isArray(named) || named.length !== cost.count || new Set(named).size !== named.length) return undefined;
  return named.every((u) => pool.includes(u as number)) ? (named as number[]) : undefined;
}

/** The one pick for a single-choice cost: the payload's if it is an option, else the first option. */
const pick = (options: readonly number[], named: unknown): number | undefined => (named === undefined ? options[0] : options.find((u) => u === named));

/** Why the printed cost cannot be paid now (CR 8.4.4.1), or null when it can. */
export function costProblem(state: ChaoticState, ctx: EngineContext, stats: Stats, p: CostPayer, cost: PrintedCost, printed: string): string | null {
  const player = state.players[p.seat];
  switch (cost.kind) {
    case 'expend':
      if (!canExpend(state, stats, p.uid, cost.expend, p.payload.expend)) return `creature ${p.uid} cannot pay "${printed}": it needs ${cost.expend.element}${cost.expend.whileEngaged ? ' and to be engaged' : ''}`;
      // Scarab of Khilai: a creature that cannot lose Elemental Types cannot pay by losing one.
      return elementChangeBarred(stats, p.uid, false) ? `creature ${p.uid} cannot pay "${printed}": an effect in force says it cannot lose Elemental Types` : null;
    case 'discard-mugic':
      return discardChoice(state, ctx, p.seat, cost, p.payload.discard) ? null : `"${printed}": ${player} has no such Mugic card${cost.count > 1 ? 's' : ''} in hand`;
    case 'sacrifice-gear':
      return pick(gearOptions(state, p, cost), p.payload.gear) !== undefined ? null : `"${printed}": ${player} has no such Battlegear to sacrifice`;
    case 'sacrifice-source':
      return !cost.equipped || state.masters!.gear[p.uid] != null ? null : `"${printed}": creature ${p.uid} is not equipped`;
    case 'sacrifice-creature':
      return pick(sacrificeOptions(state, stats, p, cost), p.payload.sacrifice) !== undefined ? null : `"${printed}": ${player} controls no such Creature to sacrifice`;
    case 'uninfect':
      return uninfectChoice(state, p, cost) ? null : `"${printed}": there are not ${cost.count} such Infected Creatures${p.payload.uninfect !== undefined ? ' among those named' : ''}`;
    case 'self':
      return canPaySelfCost(state, stats, p.uid, cost.cost) ? null : `"${printed}" cannot be paid now`;
  }
}

/** Order of payment: the source is sacrificed last, so every other cost is paid while it is in play. */
const ORDER: readonly PrintedCost['kind'][] = ['expend', 'discard-mugic', 'self', 'sacrifice-gear', 'sacrifice-creature', 'uninfect', 'sacrifice-source'];

/**
 * Pays every printed cost (validated before), returning what leaving play triggers (pushed once the
 * ability is on the burst) and the element expended, which "the expended Elemental Type" reads.
 */
export function payCosts(state: ChaoticState, ctx: EngineContext, p: CostPayer, printed: readonly string[]): { triggers: FoundTrigger[]; expended?: Element } {
  const m = state.masters!;
  const source = costSource(state, ctx, p.uid, p.from);
  const costs = printed.map((t) => readCost(t, source)!).sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const triggers: FoundTrigger[] = [];
  let expended: Element | undefined;
  const before = new Stats(state, ctx);
  for (const cost of costs) {
    switch (cost.kind) {
      case 'expend': {
        const element = expendedElement(before, p.uid, cost.expend, p.payload.expend);
        if (element) payExpend(state, p.uid, element);
        expended ??= element;
        break;
      }
      case 'discard-mugic':
        for (const id of discardChoice(state, ctx, p.seat, cost, p.payload.discard)!) payDiscardMugic(state, ctx, p.seat, id);
        break;
      case 'self':
        paySelfCost(state, p.uid, cost.cost, new Stats(state, ctx));
        break;
      case 'sacrifice-gear':
        triggers.push(...sacrificeGear(state, ctx, pick(gearOptions(state, p, cost), p.payload.gear)!));
        break;
      case 'sacrifice-creature': {
        const uid = pick(sacrificeOptions(state, new Stats(state, ctx), p, cost), p.payload.sacrifice)!;
        triggers.push(...findLeaving(state, ctx, uid));
        sacrificeCreature(state, uid);
        break;
      }
      case 'uninfect': {
        const chosen = uninfectChoice(state, p, cost)!;
        m.infected = m.infected.filter((u) => !chosen.includes(u));
        break;
      }
      case 'sacrifice-source':
        if (p.from === 'battlegear') {
          // Glossary "Sacrifice": the battlegear goes to the general discard pile.
          triggers.push(...findGearLeaving(state, ctx, p.uid));
          state.zones[p.seat].generalDiscard.push(m.gear[p.uid]!.card);
          setGear(m, p.uid, null);
        } else if (state.creatures[p.uid].space !== null) {
          triggers.push(...findLeaving(state, ctx, p.uid));
          sacrificeCreature(state, p.uid);
        }
        break;
    }
  }
  return expended ? { triggers, expended } : { triggers };
}

/**
 * The cost choices `legalActions` offers for an activation: one payload extension per creature the
 * player may sacrifice, battlegear they may give up or creature whose Mugic counters may pay, when
 * there is more than one; the defaults (first options, first Mugic cards, first Infected) otherwise.
 */
export function costVariants(state: ChaoticState, ctx: EngineContext, stats: Stats, p: Omit<CostPayer, 'payload'>, cost: ActivationCost): Record<string, number>[] {
  const source = costSource(state, ctx, p.uid, p.from);
  const payers = abilityCounters(stats, p.uid, p.from, cost.mugicCounters) > 0 ? counterPayers(state, ctx, stats, p.seat, p.uid, p.from) : [];
  let out: Record<string, number>[] = payers.length > 1 ? payers.map((uid): Record<string, number> => (uid === p.uid ? {} : { countersFrom: uid })) : [{}];
  const printed = cost.other;
  const payer: CostPayer = { ...p, payload: {} };
  for (const text of printed) {
    const cost = readCost(text, source);
    const [field, options] = cost?.kind === 'sacrifice-creature' ? ['sacrifice', sacrificeOptions(state, stats, payer, cost)] as const
      : cost?.kind === 'sacrifice-gear' ? ['gear', gearOptions(state, payer, cost)] as const : [undefined, []] as const;
    if (field && options.length > 1) out = out.flatMap((v) => options.map((uid) => ({ ...v, [field]: uid })));
  }
  return out;
}
