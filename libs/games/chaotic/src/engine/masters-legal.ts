import { activatableEffects } from './abilities';
import { choiceVariants } from './choice-check';
import { EngineContext } from './context';
import { mugicCost } from './mugic';
import { mugicCostFor } from './rule-mods';
import { hasPriority } from './priority';
import { interceptors } from './special/defender';
import { Stats } from './stats';
import { targetChoices } from './target-check';
import { ChaoticAction, ChaoticState, Seat } from './types';

/**
 * Candidate Masters actions for the acting seat; `legalActions` keeps those `validate`
 * accepts. Mugic and abilities are listed with every legal caster, target list and, for
 * X costs, every X the caster can pay. An attested outcome is listed as "no change":
 * other outcomes are the log's to state.
 */
export function mastersCandidates(state: ChaoticState, ctx: EngineContext, seat: Seat, seq: number): ChaoticAction[] {
  const player = state.players[seat];
  const m = state.masters!;
  const pending = state.pending;
  const out: ChaoticAction[] = [];
  if (pending.kind === 'attest') {
    const top = m.burst[m.burst.length - 1];
    return choiceVariants(state, ctx, { seq, player, type: 'attest', payload: { item: pending.item, card: top.card } });
  }
  if (pending.kind === 'place-mirage') {
    return state.board.map((_, space): ChaoticAction => ({ seq, player, type: 'place-mirage', payload: { space } }));
  }
  if (pending.kind === 'intercept') {
    out.push({ seq, player, type: 'intercept', payload: { space: null } });
    if (m.interception) for (const space of interceptors(state, ctx, m.interception.space)) out.push({ seq, player, type: 'intercept', payload: { space } });
    return out;
  }
  out.push(...choiceVariants(state, ctx, { seq, player, type: 'pass', payload: {} }));
  if (!hasPriority(state)) return out;
  const stats = new Stats(state, ctx);
  const mine = state.creatures.filter((c) => c.owner === seat && c.space !== null);
  for (const id of [...new Set(m.mugicHand[seat])].sort()) {
    const card = ctx.cards.byId(id);
    if (card?.type !== 'Mugic') continue;
    for (const caster of mine) {
      const xs = card.mugicCost === 'X' ? Array.from({ length: m.counters[caster.uid] + 1 }, (_, i) => i) : [undefined];
      if (card.mugicCost !== 'X' && mugicCostFor(stats, caster.uid, card, mugicCost(card, undefined) ?? 0) > m.counters[caster.uid]) continue;
      for (const targets of targetChoices(state, ctx, stats, seat, ctx.effects(id).normal, caster.uid)) {
        for (const x of xs) out.push({ seq, player, type: 'play-mugic', payload: { card: id, caster: caster.uid, ...(targets.length ? { targets } : {}), ...(x !== undefined ? { x } : {}) } });
      }
    }
  }
  for (const creature of mine) {
    for (const from of ['creature', 'battlegear'] as const) {
      activatableEffects(state, ctx, creature.uid, from).forEach((effect, ability) => {
        if (effect.kind !== 'automated' || effect.timing.kind !== 'activated') return;
        for (const targets of targetChoices(state, ctx, stats, seat, [effect], creature.uid)) {
          out.push({ seq, player, type: 'activate', payload: { creature: creature.uid, from, ability, ...(targets.length ? { targets } : {}) } });
        }
      });
    }
  }
  return out;
}
