import canonicalize from 'canonicalize';
import { createHash } from 'node:crypto';
import { canonicalEvent, chainHash, GENESIS_HASH } from './hash-chain';

describe('hash chain', () => {
  const event = { streamId: 's-1', streamPosition: 3, eventId: 'e-1', type: 'T', data: { b: 1, a: [2, { d: 'x', c: null }] }, metadata: { z: 1, commandId: 'c' } };

  it('serialises the event as RFC 8785 canonical JSON', () => {
    expect(canonicalEvent(event)).toBe(canonicalize(event));
  });

  it('hashes sha256 of the previous hash followed by the canonical event', () => {
    const expected = createHash('sha256').update(GENESIS_HASH + canonicalize(event)).digest('hex');
    expect(chainHash(GENESIS_HASH, event)).toBe(expected);
  });

  it('changes when any protected field changes', () => {
    const base = chainHash(GENESIS_HASH, event);
    expect(chainHash(GENESIS_HASH, { ...event, data: { b: 2 } })).not.toBe(base);
    expect(chainHash(GENESIS_HASH, { ...event, streamPosition: 4 })).not.toBe(base);
    expect(chainHash('1'.repeat(64), event)).not.toBe(base);
  });
});
