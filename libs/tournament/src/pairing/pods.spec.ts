import fc from 'fast-check';
import type { Pairing } from '../domain/match';
import { pairPods, podRepeats, podSizes, TimesMet } from './pods';

/** Times met from earlier tables, as the tournament counts them. */
function metAt(tables: readonly (readonly string[])[]): TimesMet {
  const counts = new Map<string, number>();
  const key = (a: string, b: string) => [a, b].sort().join('|');
  for (const t of tables) for (const a of t) for (const b of t) if (a < b) counts.set(key(a, b), (counts.get(key(a, b)) ?? 0) + 1);
  return (a, b) => counts.get(key(a, b)) ?? 0;
}

/** Filling pods in the given order, as pods were paired before repeats were considered. */
function inOrder(ordered: readonly string[]): Pairing[] {
  let at = 0;
  return podSizes(ordered.length).map((size, i) => ({ table: i + 1, players: ordered.slice((at += size) - size, at) }));
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(2, '0')}`);

describe('pods avoid repeat opponents where the field allows', () => {
  it('re-seats a round whose standings order would put the same pods together again', () => {
    // Round one's pods finished in the same order they sat: filling by standings repeats all of them.
    const field = ids(16);
    const round1 = inOrder(field).map((t) => t.players);
    const met = metAt(round1);
    expect(podRepeats(inOrder(field), met)).toBe(4 * 6);
    const pods = pairPods(field, met);
    expect(podRepeats(pods, met)).toBe(0);
    expect(pods.flatMap((t) => t.players).sort()).toEqual(field);
    expect(pods.map((t) => t.players.length)).toEqual([4, 4, 4, 4]);
    // The leaders still sit together as far as they can: the first pod holds players from the top of each old pod.
    expect(pods[0].players[0]).toBe('p00');
  });

  it('keeps the standings order when nobody has met', () => {
    expect(pairPods(ids(7))).toEqual(inOrder(ids(7)));
  });

  it('is deterministic and seats everyone once, in pods of the same sizes', () => {
    fc.assert(fc.property(
      fc.integer({ min: 3, max: 40 }).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.shuffledSubarray(ids(n), { minLength: n, maxLength: n }), { minLength: 1, maxLength: 4 }), fc.shuffledSubarray(ids(n), { minLength: n, maxLength: n }))),
      ([n, earlierOrders, order]) => {
        const met = metAt(earlierOrders.flatMap((o) => inOrder(o).map((t) => t.players)));
        const pods = pairPods(order, met);
        expect(pairPods(order, met)).toEqual(pods);
        expect(pods.flatMap((t) => t.players).sort()).toEqual(ids(n));
        expect(pods.map((t) => t.players.length)).toEqual(podSizes(n));
        // Never more repeats than filling the pods in order.
        expect(podRepeats(pods, met)).toBeLessThanOrEqual(podRepeats(inOrder(order), met));
      },
    ), { numRuns: 200 });
  });
});
