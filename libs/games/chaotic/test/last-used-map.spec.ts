import { KEPT, LastUsedMap } from '../src/engine/last-used-map';

/** Keys as the engine's caches have them: objects told apart by identity, not content. */
const keys = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));

describe('the caches kept per state and per game (replay speed)', () => {
  it('finds the value set for a key, by identity: an equal object is another key', () => {
    const map = new LastUsedMap<{ id: number }, string>();
    const [a, b] = keys(2);
    expect(map.get(a)).toBeUndefined();
    map.set(a, 'a');
    map.set(b, 'b');
    expect(map.get(a)).toBe('a');
    expect(map.get(b)).toBe('b');
    expect(map.get({ id: 0 })).toBeUndefined();
    map.set(a, 'a again');
    expect(map.get(a)).toBe('a again');
    expect(map.get(b)).toBe('b');
  });

  it(`keeps the ${KEPT} keys used last, dropping the one used longest ago, whether it was set or read`, () => {
    const map = new LastUsedMap<{ id: number }, number>();
    const all = keys(KEPT + 2);
    for (let i = 0; i < KEPT; i++) map.set(all[i], i);
    // The first key is read again, so the second is now the one used longest ago.
    expect(map.get(all[0])).toBe(0);
    map.set(all[KEPT], KEPT);
    expect(map.get(all[1])).toBeUndefined();
    for (const i of [0, ...Array.from({ length: KEPT - 2 }, (_, j) => j + 2), KEPT]) expect(map.get(all[i])).toBe(i);
    // Every key has just been read in that order: the first one read goes next.
    map.set(all[KEPT + 1], KEPT + 1);
    expect(map.get(all[0])).toBeUndefined();
    expect(map.get(all[KEPT + 1])).toBe(KEPT + 1);
  });

  it('finds again the key it read last after others were read and set (the fast path follows the slot in use)', () => {
    const map = new LastUsedMap<{ id: number }, number>();
    const [a, b, c] = keys(3);
    map.set(a, 1);
    map.set(b, 2);
    expect(map.get(a)).toBe(1);
    expect(map.get(a)).toBe(1);
    map.set(c, 3);
    map.set(a, 4);
    expect(map.get(a)).toBe(4);
    expect(map.get(b)).toBe(2);
    expect(map.get(c)).toBe(3);
  });
});
