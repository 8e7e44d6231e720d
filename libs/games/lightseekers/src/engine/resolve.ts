import type { PlayerId } from '@arbiter/rules';
import type { Effect, EffectCall, LightseekersCard } from '../cards/card';
import { isEffectCall } from '../cards/card';
import type { CardCatalogue } from './catalogue';
import { effectsOf, targetOfEffect } from './effects-of';
import { LIGHTSEEKERS_ENGINE_VERSION, versionRules, type VersionRules } from './engine-versions';
import { dealDamage, heal } from './health';
import { immuneTo, isLingering, modifiedDamage, modifiedHealing, modifiersOf, NO_MODIFIERS } from './modifiers';
import { gameOver, removeTheFallen } from './removal';
import { enemyOf, multiplayerNow, targetOf } from './seating';
import type { EffectJob, EffectPart, LightseekersState, LsPlayer } from './state';
import { actingPlayer, playerOf, seatOf } from './state';
import { drawOrDeclare } from './zones';

/** The verbs the engine carries out; any other text is attested (the log states its outcome). */
export const AUTOMATED_VERBS = ['damage', 'heal', 'draw', 'discard', 'remove', 'gain-actions', 'increase', 'reduce', 'immune', 'store'] as const;

/** 2.8.4: the zones a storage card's `store` takes cards from that the engine handles. */
const STORED_FROM = ['hand', 'discard'] as const;

const CURRENT_RULES = versionRules(LIGHTSEEKERS_ENGINE_VERSION);

/** An effect the engine (of the current version by default) carries out itself (plain text and other verbs are attested). */
export function isAutomated(effect: Effect, rules: VersionRules = CURRENT_RULES): boolean {
  if (!isEffectCall(effect) || effect.optional) return false;
  if (effect.verb === 'remove') return effect.cards?.category === 'buff' && effect.target !== 'all-heroes';
  if (effect.verb === 'store') return rules.storesCards && (STORED_FROM as readonly string[]).includes(effect.from ?? '') && effect.cards === undefined;
  if (isLingering(effect)) return (effect as EffectCall).verb !== 'immune' || effect.act === undefined || effect.act === 'attack';
  return (AUTOMATED_VERBS as readonly string[]).includes(effect.verb);
}

/** A resolution of card text: the card's Multiplayer text replaces its other text with 3+ players (6.1.2 Multiplayer). */
export function effectJob(state: LightseekersState, card: LightseekersCard, owner: PlayerId, part: EffectPart, opts: { recipient?: PlayerId; index?: number; when?: string | null; attack?: boolean } = {}): EffectJob {
  const multiplayer = part === 'effects' && (card.multiplayerEffects?.length ?? 0) > 0 && multiplayerNow(state);
  // Every job has every field (undefined when unused; the state hash skips undefined): one object shape for the code that reads jobs.
  return {
    kind: 'effects', card: card.id, owner, part: multiplayer ? 'multiplayer' : part, next: 0,
    when: opts.when === undefined ? null : opts.when, attack: opts.attack ?? false, recipient: opts.recipient, index: opts.index,
  };
}

/** Whether an effect of a list runs in this resolution: the trigger it waits for, or none (an instant effect). */
function runsNow(effect: Effect, job: EffectJob): boolean {
  if (job.part === 'corner' || job.part === 'ability') return effect.when === undefined;
  return (effect.when ?? null) === job.when;
}

/** The players an effect applies to, clockwise from its owner (2.6.7), still in the game. */
function targetsOf(state: LightseekersState, job: EffectJob, effect: Effect): LsPlayer[] {
  const owner = job.owner;
  switch (targetOfEffect(effect)) {
    // Most text is aimed at its own player: no seat walk for that.
    case 'self':
      return stillIn(state, owner);
    case 'recipient':
    case 'another-hero':
    case 'any-hero':
      return stillIn(state, job.recipient ?? targetOf(state, owner));
    case 'target':
      return stillIn(state, targetOf(state, owner));
    case 'enemy':
      return stillIn(state, enemyOf(state, owner));
    case 'all-heroes':
      return clockwiseFrom(state, owner, true);
    case 'all-other-heroes':
      return clockwiseFrom(state, owner, false);
    default:
      return [];
  }
}

/** The player, as a list of targets: none once removed (or when there is no such player to aim at). */
function stillIn(state: LightseekersState, id: PlayerId | undefined): LsPlayer[] {
  if (id === undefined) return [];
  const player = playerOf(state, id);
  return player.removed ? [] : [player];
}

/** The players still in the game clockwise from `owner`, with or without the owner. */
function clockwiseFrom(state: LightseekersState, owner: PlayerId, withOwner: boolean): LsPlayer[] {
  const seat = seatOf(state, owner);
  const n = state.players.length;
  const out: LsPlayer[] = [];
  for (let i = withOwner ? 0 : 1; i < n; i++) {
    const p = state.players[(seat + i) % n];
    if (!p.removed) out.push(p);
  }
  return out;
}

function attest(state: LightseekersState, job: EffectJob, card: LightseekersCard, effect: Effect): void {
  const text = effect.text ?? card.text ?? (isEffectCall(effect) ? effect.verb : '');
  state.pending.push({ kind: 'attest', player: job.owner, left: 1, card: card.id, text: [text] });
}

/** One effect call the engine carries out (2.10, 2.9, 6.1.2). Returns false when it waits for a choice. */
function carryOut(state: LightseekersState, job: EffectJob, card: LightseekersCard, effect: EffectCall, cards: CardCatalogue): boolean {
  const owner = playerOf(state, job.owner);
  if (effect.verb === 'store') {
    store(state, owner, card, effect, cards);
    return state.pending.length === 0;
  }
  if (isLingering(effect)) {
    // While-in-play text is read off the card in play (modifiers.ts); a duration outlives the card.
    if (effect.duration === 'until-your-next-turn' || effect.duration === 'this-turn') {
      for (const target of targetsOf(state, job, effect)) {
        target.lingering.push({
          source: card.id, verb: effect.verb as 'increase' | 'reduce' | 'immune', until: effect.duration === 'this-turn' ? 'end-of-turn' : 'your-next-turn',
          ...(effect.stat ? { stat: effect.stat } : {}), ...(effect.act ? { act: effect.act } : {}),
          ...(effect.amount !== undefined ? { amount: effect.amount } : {}), ...(effect.cards ? { cards: effect.cards } : {}),
        });
      }
    }
    return true;
  }
  for (const target of targetsOf(state, job, effect)) {
    if (target.removed) continue;
    const id = target.id;
    // The target's modifiers, read once for its Immunity and for the damage or healing it receives.
    const attacked = job.attack && id !== job.owner;
    const received = attacked || effect.verb === 'damage' || effect.verb === 'heal' ? modifiersOf(target, cards) : NO_MODIFIERS;
    // 5.1.3: nothing more happens to a removed recipient; 6.1.2 Immune: an Attack does not affect them.
    if (attacked && immuneTo(received, 'attack')) continue;
    switch (effect.verb) {
      case 'damage':
        dealDamage(target, modifiedDamage(effect.amount ?? 0, card, target === owner ? received : modifiersOf(owner, cards), received, job.attack));
        removeTheFallen(state);
        break;
      case 'heal':
        heal(target, modifiedHealing(effect.amount ?? 0, card, target === owner ? received : modifiersOf(owner, cards), received));
        break;
      case 'draw':
        drawOrDeclare(state, target, typeof effect.count === 'number' ? effect.count : 0);
        break;
      case 'discard': {
        // 6.1.2 Discard, 2.8.1.4: the player discarding picks the cards; as many as they hold (2.8.2.4).
        const n = Math.min(typeof effect.count === 'number' ? effect.count : target.hand.length, target.hand.length);
        if (n > 0) state.pending.push({ kind: 'discard', player: id, left: n });
        break;
      }
      case 'remove': {
        // 2.8.1.3: the player removing picks which Buffs.
        const n = Math.min(typeof effect.count === 'number' ? effect.count : target.buffs.length, target.buffs.length);
        if (n > 0) state.pending.push({ kind: 'remove-buff', player: job.owner, from: id, left: n });
        break;
      }
      case 'gain-actions': {
        // 4.1.3.2e, 4.1.3.6e: extra actions for the acting player's turn.
        if (actingPlayer(state).id !== id || state.current.phase !== 'action') break;
        const n = typeof effect.count === 'number' ? effect.count : 0;
        if (effect.unrestricted) state.current.unrestricted += n;
        else state.current.regular += n;
        break;
      }
    }
  }
  return state.pending.length === 0;
}

/**
 * 2.8.4.1–2: a storage card in play stores cards of its owner's choosing (2.8.2.1) under itself;
 * Burn cards cannot be stored (6.1.2 Burn), so only as many as there are others (2.8.2.4).
 * Text of a card not in the Buff Area stores nothing.
 */
function store(state: LightseekersState, owner: LsPlayer, card: LightseekersCard, effect: EffectCall, cards: CardCatalogue): void {
  if (!owner.buffs.some((b) => b.card === card.id)) return;
  const zone = effect.from === 'discard' ? 'discard' : 'hand';
  const storable = owner[zone].filter((id) => !(cards.get(id).keywords ?? []).includes('Burn')).length;
  const n = Math.min(typeof effect.count === 'number' ? effect.count : storable, storable);
  if (n > 0) state.pending.push({ kind: 'store', player: owner.id, left: n, card: card.id, zone });
}

/** Runs the effects of a job from `next` until it ends or waits for a choice; true when it has ended. */
export function runEffectJob(state: LightseekersState, job: EffectJob, cards: CardCatalogue): boolean {
  const card = cards.get(job.card);
  const list = effectsOf(card, job.part, job.index);
  const owner = playerOf(state, job.owner);
  while (job.next < list.length) {
    if (owner.removed && owner !== actingPlayer(state)) return true;
    if (gameOver(state)) return true;
    const effect = list[job.next];
    job.next++;
    if (!runsNow(effect, job)) continue;
    if (!cards.automated(effect)) {
      attest(state, job, card, effect);
      return false;
    }
    if (!carryOut(state, job, card, effect as EffectCall, cards)) return false;
  }
  return true;
}
