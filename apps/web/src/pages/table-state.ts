import type { JudgeQueue, Pairing } from '@arbiter/api-contract';

/** Where a table stands, in words: unreported, reported, confirmed, disputed (why), or flagged by an audit (what it found). */
export function tableState(pairing: Pairing, queue: JudgeQueue | undefined, playerName: (id: string | null) => string): { text: string; kind: string } {
  if (pairing.players.length === 2 && pairing.players[1] === null) return { text: 'Bye', kind: 'final' };
  const open = (queue?.open ?? []).filter((item) => item.matchId === pairing.matchId);
  const flag = open.find((item) => item.kind === 'audit-flag');
  if (flag && flag.kind === 'audit-flag') return { text: `Flagged by the audit: ${flag.message}`, kind: 'flagged' };
  const dispute = open.find((item) => item.kind === 'dispute');
  if (pairing.status === 'disputed' || dispute) {
    const reason = dispute && dispute.kind === 'dispute' ? `${dispute.disputedByName}: “${dispute.reason || 'no reason given'}”` : '';
    return { text: `Disputed${reason ? ` — ${reason}` : ''}`, kind: 'disputed' };
  }
  if (pairing.status === 'final') return { text: 'Confirmed', kind: 'final' };
  if (pairing.status === 'reported') return { text: `Reported by ${playerName(pairing.result?.reportedBy ?? null)}, awaiting confirmation`, kind: 'reported' };
  return { text: 'Unreported', kind: 'pending' };
}
