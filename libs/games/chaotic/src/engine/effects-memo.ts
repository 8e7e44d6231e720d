import type { CardEffect } from '../effects/effect-types';

/**
 * A reading of a list of effects, kept per list (replay speed: validation and resolution read
 * the same text's targets on every play). Card text and its effect lists are built once per
 * engine and never change; a list of one effect, which callers build afresh, is kept per effect.
 */
export function perEffects<T>(read: (effects: readonly CardEffect[]) => T): (effects: readonly CardEffect[]) => T {
  const known = new WeakMap<object, T>();
  return (effects) => {
    const key: object = effects.length === 1 ? effects[0] : effects;
    let found = known.get(key);
    if (found === undefined) known.set(key, (found = read(effects)));
    return found;
  };
}
