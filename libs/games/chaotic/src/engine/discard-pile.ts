/**
 * A general discard pile as the state holds it: cards are only added on top by `push`; every
 * other change goes through `takeFromPile`, which counts it. So while a pile is the same array
 * object and no card has been taken out of any pile since, its first cards are those seen
 * before and only cards pushed since are new: the trigger index (match-triggers.ts) reads just
 * those instead of comparing the whole pile at every look (replay speed). The type makes the
 * compiler find any write that would break this: a splice, a pop or an assignment to an
 * element does not compile.
 */
export interface DiscardPile extends ReadonlyArray<string> {
  push(...cards: string[]): number;
}

/**
 * Cards taken out of any pile so far in this process. One count for all piles, read once per
 * look: cards rarely leave a pile (a revived creature, a returned Mugic), so it seldom moves.
 * Here and not in an engine's caches for the reason board-writes.ts gives for its counts.
 */
let taken = 0;

export function removalsSoFar(): number {
  return taken;
}

/** Takes the card at `index` out of the pile and returns it. */
export function takeFromPile(pile: DiscardPile, index: number): string {
  taken++;
  return (pile as string[]).splice(index, 1)[0];
}
