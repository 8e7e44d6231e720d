/** Between the modes of a "Choose one:" ability in its one text. */
export const MODE_SEPARATOR = ' • ';

const CHOOSE_ONE = /^Choose one:$/i;
/** "Target Creature gains:" and one line per gain (Jig of Reinforcement). */
const GAINS = /^(.+ gains):$/i;

/** Whether a line is a whole "Choose one:" ability as `joinModalLines` made it. */
export const isModalText = (line: string): boolean => /^Choose one: /i.test(line);

/** Whether `joinModalLines` joined this line from several printed ones (the keyword layer leaves it as text). */
export const isJoinedText = (line: string): boolean => isModalText(line) || /^[^:•]+ gains: .+ • /i.test(line);

/**
 * "Choose one:" (or "Target Creature gains:") and the printed lines after it are one ability:
 * each following line is a mode (a gain), a line that ends mid-sentence running on into the
 * next (Hymn of Teleportation), joined by MODE_SEPARATOR, so the effect layer reads them together.
 */
export function joinModalLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const gains = GAINS.exec(lines[i]);
    if (!CHOOSE_ONE.test(lines[i]) && !gains) { out.push(lines[i]); continue; }
    const head = gains ? `${gains[1]}:` : 'Choose one:';
    const modes: string[] = [];
    let current = '';
    for (i++; i < lines.length; i++) {
      current = current ? `${current} ${lines[i]}` : lines[i];
      if (/[.!"]$/.test(lines[i])) { modes.push(current.replace(/\.$/, '')); current = ''; }
    }
    if (current) modes.push(current);
    out.push(modes.length > 0 ? `${head} ${modes.join(MODE_SEPARATOR)}` : lines[lines.length - 1]);
  }
  return out;
}
