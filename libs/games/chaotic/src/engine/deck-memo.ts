/** A decklist's lists as they were when remembered (a copy: a later change to the deck is not seen here). */
interface KnownDeck<T> {
  readonly lists: Readonly<Record<string, readonly string[]>>;
  readonly keys: number;
  readonly value: T;
}

/** How many decklists a memo keeps, the latest first: bulk audits meet a few decklists again and again. */
const KEPT = 16;

/**
 * Replay speed: a value worked out from a decklist's content, found again for any deck with the
 * same content (same card-id lists under the same names, in any key order), compared list by
 * list: no text is built to look it up. Only plain objects whose fields are all lists of card
 * ids (a parsed log's decks are) are remembered; anything else is never found.
 */
export class DeckMemo<T> {
  private readonly known: KnownDeck<T>[] = [];

  get(deck: unknown): T | undefined {
    if (!isPlain(deck)) return undefined;
    for (const entry of this.known) if (sameLists(deck, entry)) return entry.value;
    return undefined;
  }

  set(deck: unknown, value: T): void {
    const lists = listsOf(deck);
    if (lists === null) return;
    if (this.known.length >= KEPT) this.known.pop();
    this.known.unshift({ lists, keys: Object.keys(lists).length, value });
  }
}

function isPlain(deck: unknown): deck is Record<string, unknown> {
  return deck !== null && typeof deck === 'object' && Object.getPrototypeOf(deck) === Object.prototype;
}

/** A copy of the deck's lists, or null when it is not a plain object of card-id lists. */
function listsOf(deck: unknown): Record<string, readonly string[]> | null {
  if (!isPlain(deck)) return null;
  const lists: Record<string, readonly string[]> = Object.create(null);
  for (const key in deck) {
    const list = deck[key];
    if (!Object.prototype.hasOwnProperty.call(deck, key) || !Array.isArray(list)) return null;
    for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string') return null;
    lists[key] = [...list] as string[];
  }
  return lists;
}

/** Whether the deck holds exactly the remembered lists (the remembered ids are strings, so equal items are too). */
function sameLists(deck: Record<string, unknown>, known: KnownDeck<unknown>): boolean {
  let keys = 0;
  for (const key in deck) {
    const list = deck[key];
    const was = known.lists[key];
    if (was === undefined || !Array.isArray(list) || list.length !== was.length) return false;
    for (let i = 0; i < was.length; i++) if (list[i] !== was[i]) return false;
    keys++;
  }
  return keys === known.keys;
}
