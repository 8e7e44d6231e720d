/**
 * A WeakMap that keeps the entry looked up last beside it. Replay reads one state (or one
 * engine context) many times in a row, so nearly every lookup skips the WeakMap (replay speed).
 */
export class LastUsedMap<K extends object, V> {
  private readonly map = new WeakMap<K, V>();
  private lastKey: K | null = null;
  private lastValue: V | undefined;

  get(key: K): V | undefined {
    if (key === this.lastKey) return this.lastValue;
    const value = this.map.get(key);
    if (value !== undefined) {
      this.lastKey = key;
      this.lastValue = value;
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.set(key, value);
    this.lastKey = key;
    this.lastValue = value;
  }
}
