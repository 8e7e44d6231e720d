import { stringify } from 'csv-stringify/sync';
import { type AnyGameModule, type GameRegistry, playBotMatch, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';

/** What a stranger may hand one game, before mutation: real inputs the game accepts. */
export interface GameCorpus {
  readonly game: string;
  /** The engine format the samples are played and checked in. */
  readonly format: string;
  /** Bot-played match logs (NDJSON), digital and, where the game has it, paper play. */
  readonly matchLogs: string[];
  /** Decklists as JSON text, in the forms `decks.read` takes. */
  readonly decklists: string[];
  /** A card file: the bundled set, cut to a few cards so a check stays quick. */
  readonly cardFiles: string[];
  /** Player imports: a `name,deck` CSV with card ids and JSON decks. */
  readonly playerCsvs: string[];
}

const CARDS_KEPT = 25;

/** The module's bundled cards as a card file its `cards.check` reads, cut to `CARDS_KEPT` cards. */
function cardFileOf(module: AnyGameModule, bundled: unknown): string {
  if (Array.isArray(bundled)) return JSON.stringify(bundled.slice(0, CARDS_KEPT), null, 2);
  const file = bundled as { cards?: unknown[] };
  return JSON.stringify({ ...file, cards: (file.cards ?? []).slice(0, CARDS_KEPT) }, null, 2);
}

/**
 * Samples of every input kind for every registered game. `cardFiles` gives each game's bundled
 * card data as read from its package (the registry exposes the loaded set, not the file).
 */
export function buildCorpus(games: GameRegistry, cardFiles: Readonly<Record<string, unknown>>, options: { logsPerGame?: number } = {}): GameCorpus[] {
  const logsPerGame = options.logsPerGame ?? 6;
  return games.ids().map((id) => {
    const module = games.get(id);
    const format = (() => {
      const resolved = module.formats.resolve(module.formats.default);
      return 'engineFormat' in resolved ? resolved.engineFormat : module.formats.default;
    })();
    const rng = new SeededRng(rngStateFromSeed(id.length * 7919));
    const samples = module.decks.samples(format);
    const deck = (seat: number) => (samples.length > 0 && seat % 2 === 0 ? samples[seat % samples.length].deck : module.decks.random(format, rng));
    const seatCounts = [...new Set([module.seats.min, Math.min(module.seats.max, 4)])];
    const modes = module.engines.modes(format);
    const matchLogs: string[] = [];
    for (let seed = 1; seed <= logsPerGame; seed++) {
      const players = seatCounts[seed % seatCounts.length];
      const mode = modes[seed % modes.length];
      const match = playBotMatch(module, { format, decks: Array.from({ length: players }, (_, seat) => deck(seat + seed)), seed, mode });
      matchLogs.push(toNdjson(match.header, match.actions, match.trailer));
    }
    const decks = [deck(0), deck(1), deck(3)];
    const decklists = [...decks.map((d) => JSON.stringify(d)), JSON.stringify({ cards: module.decks.cardIds(decks[1]) })];
    const playerCsvs = [
      stringify([['name', 'deck'], ['Ada', module.decks.cardIds(decks[0]).join(';')], ['Bo', JSON.stringify(decks[1])], ['Cy', module.decks.cardIds(decks[2]).join('|')]]),
    ];
    return { game: id, format, matchLogs, decklists, cardFiles: cardFiles[id] === undefined ? [] : [cardFileOf(module, cardFiles[id])], playerCsvs };
  });
}
