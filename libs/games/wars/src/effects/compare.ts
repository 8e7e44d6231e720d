import type { Amount, Compare } from '../text/reading';

export function compares(left: number, op: Compare, right: number): boolean {
  switch (op) {
    case '<': return left < right;
    case '>': return left > right;
    case '<=': return left <= right;
    case '>=': return left >= right;
    default: return left === right;
  }
}

/** A printed number: the only amount the engine carries out in a filter or a change so far. */
export const supportedNumber = (a: Amount): a is { n: number } => 'n' in a;
