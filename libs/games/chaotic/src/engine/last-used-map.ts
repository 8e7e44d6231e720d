/**
 * How many keys a map remembers. A replay looks up one state all game; a bot weighing its
 * options looks up a few copies of it besides.
 */
export const KEPT = 4;

/**
 * A cache keyed by object identity that remembers the entries of the KEPT keys used last,
 * dropping the one used longest ago. Replay reads one state many times in a row, so nearly
 * every lookup is the first compare (replay speed). Each engine holds its own (`EngineCaches`).
 *
 * Not a WeakMap (replay speed): a young-generation collection in V8 copies the values of a
 * WeakMap's entries whose key is already garbage (the entry goes only after it). Each game a
 * bulk audit replays left its innate layers and trigger index in such maps, so every one of
 * those collections copied about 300 KB of dead entries and took 1.6–1.9 ms instead of 0.8 ms
 * (docs/benchmarks.md). Here a game's entries are held until KEPT other keys have been used.
 */
export class LastUsedMap<K extends object, V> {
  private readonly keys: (K | null)[] = [];
  private readonly values: (V | undefined)[] = [];
  /** When each slot was last used, counted in uses of this map: the smallest is replaced first. */
  private readonly used: number[] = [];
  private uses = 0;
  /** The slot used last. */
  private last = 0;

  constructor() {
    // Pushed, not `new Array(KEPT)`: an array made with holes stays slower to read.
    for (let i = 0; i < KEPT; i++) {
      this.keys.push(null);
      this.values.push(undefined);
      this.used.push(0);
    }
  }

  get(key: K): V | undefined {
    if (this.keys[this.last] === key) return this.values[this.last];
    const slot = this.keys.indexOf(key);
    if (slot < 0) return undefined;
    this.last = slot;
    this.used[slot] = ++this.uses;
    return this.values[slot];
  }

  set(key: K, value: V): void {
    let slot = this.keys.indexOf(key);
    if (slot < 0) {
      slot = 0;
      for (let i = 1; i < KEPT; i++) if (this.used[i] < this.used[slot]) slot = i;
      this.keys[slot] = key;
    }
    this.values[slot] = value;
    this.last = slot;
    this.used[slot] = ++this.uses;
  }
}
