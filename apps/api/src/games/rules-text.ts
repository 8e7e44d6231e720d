import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root: the nearest folder up from here whose package.json is this project's. */
function repoRoot(from: string): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && /"name":\s*"arbiter"/.test(readFileSync(manifest, 'utf8'))) return dir;
  }
  return process.cwd();
}

let rules: Record<string, string> | null | undefined;

/**
 * The text of a Chaotic comprehensive rule by number, from `../shared/rules/chaotic/
 * comprehensive-rules-2.0.json` beside the repository (ARBITER_SHARED_DIR overrides `../shared`,
 * relative to the repository root). Undefined when the file or the number is missing.
 */
export function chaoticRuleText(rule: string): string | undefined {
  if (rules === undefined) {
    const shared = process.env.ARBITER_SHARED_DIR ?? '../shared';
    const file = resolve(repoRoot(__dirname), shared, 'rules/chaotic/comprehensive-rules-2.0.json');
    try {
      rules = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      rules = null; // the refusal still names the rule; only its text is missing
    }
  }
  return rules?.[rule];
}
