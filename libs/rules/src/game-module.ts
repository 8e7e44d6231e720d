import type { SeededRng } from './rng';
import type { ActionEnvelope, PlayerId } from './envelope';
import type { GameEngine } from './engine';
import type { GameOutcome } from './outcome';
import type { DeckViolation, Violation } from './violation';
import type { RulesIndex } from './citations/rules-index';
import type { MatchLogHeader, PlayMode } from './log/header';

/**
 * Everything the platform knows about one game, registered once: the api, the worker, the
 * CLI and the dashboard reach a game only through its module, so a new game is a new module,
 * not a change to the apps. Every part is pure (no clock, no I/O beyond reading bundled data).
 *
 * `Deck` is the game's registered deck (e.g. Chaotic's sections of card ids), `Config` what
 * its engine's `setup` takes; the other parameters are the engine's.
 */
export interface GameModule<
  Deck = unknown,
  Config = unknown,
  State = unknown,
  Action extends ActionEnvelope = ActionEnvelope,
  Outcome extends GameOutcome = GameOutcome,
  View = unknown,
> {
  /** Stable id used in tournaments, match-log headers and violation codes (`chaotic`). */
  readonly id: string;
  /** Display name (`Chaotic`). */
  readonly name: string;
  /** Players at one game: Chaotic 2–2, Lightseekers 2–5. */
  readonly seats: { readonly min: number; readonly max: number };
  /** The rules index every violation of this game cites a key of. */
  readonly rules: RulesIndex;
  readonly formats: GameFormats;
  readonly cards: GameCards;
  readonly decks: GameDecks<Deck>;
  readonly engines: GameEngines<Config, State, Action, Outcome, View, Deck>;
  readonly log: GameLogPayloads<Action>;
  readonly bots: GameBots<State, Action, Outcome, View, Config>;
  readonly metagame: MetagameGrouping;
  /** Card-text coverage of the bundled (or a given) card set, when the game reports one. */
  readonly coverage?: GameCoverage;
}

/** The formats a tournament of this game may be created with. */
export interface GameFormats {
  readonly list: readonly { readonly id: string; readonly name: string }[];
  /** The format tournaments get when none is chosen. */
  readonly default: string;
  /**
   * The format the engine plays for a tournament's format (a community format plays by the
   * rules of its base format), or an error in words when the engine cannot play it.
   */
  resolve(format: string): { readonly engineFormat: string } | { readonly error: string };
}

/** One card as the platform shows it; a game's own card model stays inside the game. */
export interface CardSummary {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** The metagame group the card counts for (a creature's tribe, a card's faction), if any. */
  readonly group?: string;
}

/** A loaded card set, by id. */
export interface CardCatalog {
  byId(id: string): CardSummary | undefined;
  all(): readonly CardSummary[];
}

/** A problem in an imported card file: where (a row, a field or a JSON pointer) and why, in words. */
export interface CardFileProblem {
  readonly where: string;
  readonly message: string;
}

export interface GameCards {
  /** The bundled card set (loaded once, then cached by the game). */
  bundled(): CardCatalog;
  /**
   * Checks a user's card file; nothing is loaded unless every row is good. `warnings` are
   * remarks that do not stop the rows loading (e.g. a keyword the game does not know).
   */
  check(text: string, file: string): { readonly count: number; readonly problems: readonly CardFileProblem[]; readonly warnings?: readonly CardFileProblem[] };
  /**
   * The same game over a user's card file instead of the bundled set (for `--cards` in audits
   * and deck checks), or the file's problems; absent when the game plays only its bundled set.
   */
  load?(text: string, file: string): { readonly module: AnyGameModule } | { readonly problems: readonly CardFileProblem[] };
}

/** Sizes an event sets where the rules leave them open; each game reads the ones it has. */
export interface DeckCheckOptions {
  /** Chaotic: creatures per side (6, or 3 in Limited). */
  readonly gameSize?: number;
  /** WARS limited: the deck size the event sets. */
  readonly deckSize?: number;
}

/** Decks: reading what a player submits, checking legality, and what the engine plays. */
export interface GameDecks<Deck> {
  /**
   * A submitted deck in any form the game takes (card ids, or its decklist file by names);
   * an unreadable one comes back as violations that say where and what is wrong.
   */
  read(input: unknown): { readonly deck: Deck } | { readonly violations: readonly DeckViolation[] };
  /** A deck from the flat card ids a tournament registration keeps. */
  fromCardIds(ids: readonly string[]): Deck;
  /** The flat card ids of a deck (what the tournament stores and the metagame counts). */
  cardIds(deck: Deck): string[];
  /** Legality in a format; every violation cites a key of the rules index (or `format:<id>`). */
  check(deck: Deck, format: string, options?: DeckCheckOptions): DeckViolation[];
  /** The hash a match-log header publishes for a deck. */
  hash(deck: Deck): string;
  /** Whether two decks hold the same cards (a paper game may reorder them). */
  sameCards(a: Deck, b: Deck): boolean;
  /** Ready-made legal decks for bots (e.g. starter decks), by name; empty when the format has none. */
  samples(format: string): readonly { readonly name: string; readonly deck: Deck }[];
  /** A random legal deck for the format, drawn with the given RNG. */
  random(format: string, rng: SeededRng): Deck;
}

/** The engines of a game by version: a log replays with the version that recorded it. */
export interface GameEngines<Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View, Deck> {
  /** The version new games start under. */
  readonly current: string;
  /** Every version whose logs still replay, oldest first. */
  readonly replayable: readonly string[];
  /** The engine of a version (the current one by default); throws for a version not replayable. */
  engine(version?: string): GameEngine<Config, State, Action, Outcome, View>;
  /** The engine configuration a match-log header describes. */
  configFromHeader(header: MatchLogHeader<Deck>): Config;
  /** Problems that make a header's configuration unplayable (unknown cards, a deck the engine cannot set up), at seq 0. */
  checkConfig(config: Config): Violation[];
  /** Which play modes the engine supports in a format (`digital`, `paper`). */
  modes(format: string): readonly PlayMode[];
}

/** The game's action payloads: the match-log envelope is the kit's; each game owns its payloads. */
export interface GameLogPayloads<Action extends ActionEnvelope> {
  /** Every action type the game's logs use, with a one-line description (docs and error messages). */
  readonly actionTypes: Readonly<Record<string, string>>;
  /**
   * What is wrong with an action line's payload shape, in words, or null when it has the
   * shape its type needs. Rules are the engine's business; this is only the shape.
   */
  payloadProblem(action: ActionEnvelope): string | null;
  /** Attested effects in a log (the outcome the log states, the card text it stands for), for a judge. */
  attested(actions: readonly Action[], engineVersion: string): readonly AttestedEntry[];
  /** The rule a stated outcome breaks when it is not what the card's text did: what a judge's rejection cites by default. */
  readonly attestRule?: string;
  /**
   * Whether an action's payload is seen only by its player and officials until the game ends (a
   * paper draw declares the card drawn); absent when every action of the game is public.
   */
  hiddenUntilEnd?(action: Action): boolean;
}

/** An effect the engine could not carry out itself: the log states its outcome, a judge reviews it. */
export interface AttestedEntry {
  readonly seq: number;
  readonly player: PlayerId;
  readonly card: string;
  /** The card text the outcome stands for. */
  readonly text: readonly string[];
  readonly outcome: unknown;
}

export interface GameBots<State, Action extends ActionEnvelope, Outcome extends GameOutcome, View, Config> {
  /** Where a bot game stops unfinished (a game the rules let go on forever). */
  readonly actionCap: number;
  /** The bot's next action for the acting player, chosen with the bot's RNG; null when none. */
  choose(engine: GameEngine<Config, State, Action, Outcome, View>, state: State, rng: SeededRng): Action | null;
}

/** How the metagame view groups decks: Chaotic by tribe, WARS by faction, Lightseekers by order. */
export interface MetagameGrouping {
  /** What a group is called (`tribe`). */
  readonly label: string;
  /** The group a deck (its flat card ids) belongs to. */
  groupOf(cardIds: readonly string[]): string;
}

export interface CoverageRow {
  readonly key: string;
  readonly automated: number;
  readonly total: number;
}

export interface CoverageReport {
  readonly game: string;
  readonly overall: CoverageRow;
  /**
   * Tables by type, set or category, each a title and its rows. `counts` names what a row's
   * first number counts when it is not cards automated (WARS: abilities its grammar reads).
   */
  readonly tables: readonly { readonly title: string; readonly counts?: string; readonly rows: readonly CoverageRow[] }[];
  /** The aims the game sets itself, each met or not, in words. */
  readonly aims: readonly { readonly aim: string; readonly met: boolean }[];
  /**
   * Cards not automated, with the text that is attested in play; `unread` for a game whose
   * grammar reads card text: each ability it could not read and what it expected there.
   */
  readonly missing: readonly {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly attested: readonly string[];
    readonly unread?: readonly { readonly text: string; readonly expected: string }[];
  }[];
}

export interface GameCoverage {
  /** Coverage of the bundled set, or of a card file the user names (games whose sets are user-supplied). */
  report(file?: { readonly text: string; readonly name: string }): CoverageReport;
}

/** Any registered game, where the concrete types do not matter. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any, any, any, any, any>;
