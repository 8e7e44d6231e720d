import type { AttestedEffect, AttestedEffectRuling, AuditReport, JudgedVerdict } from '@arbiter/api-contract';
import { attestedKey, type TournamentState } from '@arbiter/tournament';

/** The standing ruling on each attested effect of a game, from the tournament's folded rulings. */
export function rulingsOf(state: TournamentState, gameId: string, effects: readonly AttestedEffect[]): Map<number, AttestedEffectRuling> {
  const out = new Map<number, AttestedEffectRuling>();
  for (const effect of effects) {
    const found = state.attestedRulings?.get(attestedKey(gameId, effect.seq));
    if (!found) continue;
    out.set(effect.seq, { ruling: found.ruling, by: found.ruledBy, at: found.at, ...(found.rule ? { rule: found.rule } : {}), ...(found.note ? { note: found.note } : {}) });
  }
  return out;
}

/**
 * A game's verdict with the judges' rulings counted: invalid when the audit flagged it (or could
 * not read it) or a judge rejected an effect; else valid, with the effects still awaiting a judge
 * named in the words.
 */
export function judgedVerdict(report: Pick<AuditReport, 'verdict' | 'attestedEffects'>, rulings: ReadonlyMap<number, AttestedEffectRuling>): JudgedVerdict {
  const rejected = report.attestedEffects.filter((e) => rulings.get(e.seq)?.ruling === 'rejected').length;
  const awaiting = report.attestedEffects.filter((e) => !rulings.has(e.seq)).length;
  if (report.verdict !== 'valid' || rejected > 0) return { verdict: 'invalid', awaiting, rejected, text: 'invalid' };
  if (awaiting === 0) return { verdict: 'valid', awaiting, rejected, text: 'valid' };
  return { verdict: 'awaiting-judge', awaiting, rejected, text: `valid with ${awaiting} effect${awaiting === 1 ? '' : 's'} awaiting a judge` };
}

/** The report's attested effects, each with its standing ruling when it has one. */
export function withRulings(effects: readonly AttestedEffect[], rulings: ReadonlyMap<number, AttestedEffectRuling>): AttestedEffect[] {
  return effects.map((e) => (rulings.has(e.seq) ? { ...e, ruling: rulings.get(e.seq)! } : { ...e }));
}
