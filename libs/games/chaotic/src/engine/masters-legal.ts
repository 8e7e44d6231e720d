import { activatableEffects } from './abilities';
import { statedOutcomes } from './attest-readings';
import { choiceVariants } from './choice-check';
import type { EngineContext } from './context';
import { costVariants } from './costs-pay';
import { extraCost, mugicCost } from './mugic';
import { mugicCostFor } from './rule-mods';
import { hasPriority } from './priority';
import { interceptors } from './special/defender';
import { Stats } from './stats';
import { targetChoices } from './target-check';
import type { ChaoticAction,ChaoticState,Seat } from './types';

/**
 * Candidate Masters actions for the acting seat; `legalActions` keeps those `validate`
 * accepts. Mugic and abilities are listed with every legal caster, target list and, for
 * X costs, every X the caster can pay. An attested outcome is listed as the bots read its text
 * (`statedOutcomes`: "no change" for text they cannot read); other outcomes are the log's to state.
 */
export function mastersCandidates(state: ChaoticState, ctx: EngineContext, seat: Seat, seq: number): ChaoticAction[] {
  const player = state.players[seat];
  const m = state.masters!;
  const pending = state.pending;
  const out: ChaoticAction[] = [];
  if (pending.kind === 'attest') {
    const top = m.burst[m.burst.length - 1];
    return statedOutcomes(state, ctx, top.card).flatMap((outcome) =>
      choiceVariants(state, ctx, { seq, player, type: 'attest', payload: { item: pending.item, card: top.card, ...outcome } }));
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
        for (const x of xs) {
          const payload = { card: id, caster: caster.uid, ...(targets.length ? { targets } : {}), ...(x !== undefined ? { x } : {}) };
          out.push({ seq, player, type: 'play-mugic', payload });
          // With its optional extra cost paid too, when it prints one (validation keeps it only if affordable).
          if (extraCost(ctx, id) > 0) out.push({ seq, player, type: 'play-mugic', payload: { ...payload, extra: true } });
        }
      }
    }
  }
  for (const creature of mine) {
    for (const from of ['creature', 'battlegear'] as const) {
      activatableEffects(state, ctx, creature.uid, from).forEach((effect, ability) => {
        if (effect.kind !== 'automated' || effect.timing.kind !== 'activated') return;
        // CR 8.4.4.1: a cost the player pays with a creature or battlegear of their choice, each choice listed.
        const paying = costVariants(state, ctx, stats, { seat, uid: creature.uid, from }, effect.timing.cost);
        for (const targets of targetChoices(state, ctx, stats, seat, [effect], creature.uid)) {
          for (const pay of paying) out.push({ seq, player, type: 'activate', payload: { creature: creature.uid, from, ability, ...(targets.length ? { targets } : {}), ...pay } });
        }
      });
    }
  }
  return out;
}
