/** Names already registered, compared as people read them: case, accents and spacing aside. */
const nameKey = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** A warning for each name that is already registered (two people may share a name; the organizer should know). */
export function duplicateNames(names: readonly string[], registered: readonly string[]): string[] {
  const taken = new Set(registered.map(nameKey));
  const seen = new Set<string>();
  const warnings: string[] = [];
  for (const name of names) {
    const key = nameKey(name);
    if (taken.has(key) || seen.has(key)) warnings.push(`“${name}” is already registered: check it is another person, or give a way to tell them apart.`);
    seen.add(key);
  }
  return warnings;
}
