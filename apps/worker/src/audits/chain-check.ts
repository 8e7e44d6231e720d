import type { HashChainCheck } from '@arbiter/api-contract';
import { chainHash, GENESIS_HASH, StoredEvent } from '@arbiter/event-store';

/** Recomputes a stream's hash chain from its stored events: each hash covers the one before it. */
export function checkChain(events: readonly StoredEvent[]): HashChainCheck {
  let prev = GENESIS_HASH;
  for (const [i, e] of events.entries()) {
    const reason = e.streamPosition !== i + 1 ? 'position-gap' : e.prevHash !== prev ? 'prev-hash-mismatch' : chainHash(e.prevHash, e) !== e.hash ? 'hash-mismatch' : undefined;
    if (reason) return { ok: false, eventsChecked: i + 1, broken: { streamPosition: e.streamPosition, reason } };
    prev = e.hash;
  }
  return { ok: true, eventsChecked: events.length };
}
