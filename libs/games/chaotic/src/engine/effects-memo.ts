import type { CardEffect } from '../effects/effect-types';

/**
 * A reading of a list of effects, kept per list (replay speed: validation and resolution read
 * the same text's targets on every play). Card text and its effect lists are built once per
 * engine and never change; a list of one effect, which callers build afresh, is kept per effect.
 * Each engine keeps its own (`EngineCaches`): the lists it reads are its own text's.
 */
export class EffectsMemo<T> {
  private readonly known = new WeakMap<object, T>();

  get(effects: readonly CardEffect[], read: (effects: readonly CardEffect[]) => T): T {
    const key: object = effects.length === 1 ? effects[0] : effects;
    let found = this.known.get(key);
    if (found === undefined) this.known.set(key, (found = read(effects)));
    return found;
  }
}
