import { forbidden, isOfficial } from './authority';
import type { CommandContext, RuleOnAttestedEffect } from './commands';
import type { TournamentEvent } from './events';
import { reject, Rejection } from './rejection';
import { attestedKey, TournamentState } from './state';

/** The finding a rejected attested effect adds to the match's audit flag. */
export const ATTESTED_REJECTED_CODE = 'judge/attested-effect-rejected';

/**
 * A judge's ruling on one attested effect. Whether `seq` is an attested effect of the game is
 * the caller's to check (the audit report lives outside the tournament); here: officials only,
 * a match that exists, and no ruling that repeats the standing one. A different ruling overrides
 * the standing one (a head judge's appeal): the history keeps both, the latest counts. A
 * rejection flags the match as a violation does, in the same append, so the feed, the judge
 * queue and the export carry it.
 */
export function decideAttestedRuling(state: TournamentState, command: RuleOnAttestedEffect, context: CommandContext): readonly TournamentEvent[] | Rejection {
  if (!isOfficial(context)) return forbidden('a judge or the organizer may rule on an attested effect');
  const { round, table, gameId, seq, ruling, rule, note } = command.data;
  const r = state.roundsPlayed[round - 1];
  if (!r) return reject('tournament/round-unknown', `Round ${round} has not been paired.`);
  if (!r.matches[table - 1]) return reject('tournament/table-unknown', `Round ${round} has no table ${table}.`);
  if (ruling === 'rejected' && !rule) return reject('tournament/ruling-invalid', 'A rejection cites the rule the stated outcome breaks.');
  const standing = state.attestedRulings?.get(attestedKey(gameId, seq));
  if (standing?.ruling === ruling) {
    return reject('tournament/attested-already-ruled', `The attested effect at action ${seq} of game ${gameId} was already ${ruling} by ${standing.ruledBy} at ${standing.at}; a later ruling may only change it.`);
  }
  const ruled: TournamentEvent = {
    type: 'AttestedEffectRuled',
    data: {
      round, table, gameId, seq, ruling, ruledBy: context.actor.id, at: context.now,
      ...(ruling === 'rejected' ? { rule } : {}), ...(note ? { note } : {}), ...(standing ? { overrides: standing.ruling } : {}),
    },
  };
  if (ruling === 'accepted') return [ruled];
  const why = note ? `: ${note}` : '';
  return [ruled, {
    type: 'AuditFlagged',
    data: {
      round, table, gameId, reason: 'attested-rejected',
      findings: [{ code: ATTESTED_REJECTED_CODE, rule: rule!, seq }],
      message: `${context.actor.id} rejected the attested effect at action ${seq}${why}`,
    },
  }];
}
