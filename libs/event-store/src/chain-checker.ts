import { chainHash, GENESIS_HASH } from './hash-chain';
import { BrokenLink } from './types';

export interface ChainEvent {
  streamId: string;
  streamPosition: number;
  globalPosition: string;
  eventId: string;
  type: string;
  data: unknown;
  metadata: unknown;
  prevHash: string;
  hash: string;
}

/** Walks events in (stream, position) order and keeps the first broken link of each stream. */
export class ChainChecker {
  private current: { streamId: string; position: number; hash: string; broken: boolean } | undefined;
  readonly broken: BrokenLink[] = [];
  streams = 0;
  events = 0;

  add(e: ChainEvent): void {
    if (this.current?.streamId !== e.streamId) {
      this.current = { streamId: e.streamId, position: 0, hash: GENESIS_HASH, broken: false };
      this.streams += 1;
    }
    this.events += 1;
    const c = this.current;
    if (c.broken) return;
    const link = { streamId: e.streamId, streamPosition: e.streamPosition, globalPosition: e.globalPosition };
    if (e.streamPosition !== c.position + 1) this.fail(link, 'position-gap');
    else if (e.prevHash !== c.hash) this.fail(link, 'prev-hash-mismatch');
    else if (chainHash(e.prevHash, e) !== e.hash) this.fail(link, 'hash-mismatch');
    c.position = e.streamPosition;
    c.hash = e.hash;
  }

  /** The stream row's head must be the last event's hash (catches a truncated tail). */
  checkHead(streamId: string, version: number, headHash: string, lastEvent?: { position: number; hash: string; globalPosition: string }): void {
    if (this.broken.some((b) => b.streamId === streamId)) return;
    const position = lastEvent?.position ?? 0;
    const hash = lastEvent?.hash ?? GENESIS_HASH;
    if (position !== version || hash !== headHash) {
      this.broken.push({ streamId, streamPosition: version, globalPosition: lastEvent?.globalPosition ?? '0', reason: 'head-mismatch' });
    }
  }

  private fail(link: Omit<BrokenLink, 'reason'>, reason: BrokenLink['reason']): void {
    this.broken.push({ ...link, reason });
    if (this.current) this.current.broken = true;
  }
}
