import type { KitCitations, RulesIndex } from './rules-index';

/** Rule keys in reading order: `2` before `2.1` before `10`, segment by segment, numbers as numbers. */
function ruleOrder(a: string, b: string): number {
  const x = a.split(/[.:/]/);
  const y = b.split(/[.:/]/);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const m = Number(x[i]);
    const n = Number(y[i]);
    const d = Number.isNaN(m) || Number.isNaN(n) ? x[i].localeCompare(y[i]) : m - n;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * A rules index over a game's rules file read as JSON (key → text), as Chaotic bundles its
 * comprehensive rules. Keys come in reading order (a JSON object read in JavaScript puts
 * whole-number keys first, whatever the file's order); a value that is not a string is no rule,
 * and neither is a key inherited from `Object.prototype` (`toString`).
 */
export function rulesIndexFromJson(game: string, json: Readonly<Record<string, unknown>>, kit: KitCitations): RulesIndex {
  const keys = Object.keys(json).filter((key) => typeof json[key] === 'string').sort(ruleOrder);
  const texts = new Map(keys.map((key) => [key, json[key] as string]));
  for (const [why, key] of Object.entries(kit)) {
    if (!texts.has(key)) throw new Error(`${game} rules index: the kit cites "${key}" for ${why}, which the rules do not have`);
  }
  return { game, text: (key) => texts.get(key), keys: () => keys, kit };
}
