import type { RoundPlan } from '../pairing/pair-round';
import type { Pairing } from './match';
import { reject, Rejection } from './rejection';
import type { TournamentState } from './state';
import { buildRecords } from '../standings/records';

/**
 * Pairings given with StartRound (by hand, or computed elsewhere) must seat exactly the
 * players the round would seat, once each, and give no second bye when someone could take it.
 */
export function checkPairings(state: TournamentState, plan: RoundPlan, given: readonly Pairing[]): Rejection | undefined {
  const expected = new Set(plan.pairings.flatMap((p) => p.players));
  const seen = new Set<string>();
  for (const [i, p] of given.entries()) {
    if (p.table !== i + 1) return reject('tournament/pairing-invalid', `pairings[${i}].table must be ${i + 1}.`);
    const sizes = plan.phase === 'pods' ? [2, 3, 4, 5] : [1, 2];
    if (!sizes.includes(p.players.length)) return reject('tournament/pairing-invalid', `pairings[${i}] seats ${p.players.length} players.`);
    for (const id of p.players) {
      if (!expected.has(id)) return reject('tournament/pairing-invalid', `pairings[${i}]: ${id} is not an active player of this round.`);
      if (seen.has(id)) return reject('tournament/pairing-invalid', `pairings[${i}]: ${id} is paired twice.`);
      seen.add(id);
    }
  }
  const missing = [...expected].filter((id) => !seen.has(id));
  if (missing.length > 0) return reject('tournament/pairing-invalid', `Not paired: ${missing.slice(0, 10).join(', ')}.`);
  if (plan.phase !== 'swiss') return undefined;
  const records = buildRecords(state);
  const hadBye = (id: string): boolean => (records.get(id) ?? []).some((r) => r.bye);
  const byes = given.filter((p) => p.players.length === 1).map((p) => p.players[0]);
  if (byes.length > (expected.size % 2)) return reject('tournament/pairing-invalid', 'Only an odd field has a bye, and only one.');
  for (const id of byes) {
    if (hadBye(id) && [...expected].some((other) => !hadBye(other))) {
      return reject('tournament/second-bye-avoidable', `${id} already had a bye and another player has not.`);
    }
  }
  return undefined;
}
