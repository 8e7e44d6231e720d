import type { CardFileProblem, GameModule, MatchLogHeader, Violation } from '@arbiter/rules';
import { cardFileJson, EngineVersionRegistry } from '@arbiter/rules';
import type { WarsCard } from './cards/card';
import { warsCardCatalog } from './cards/catalog';
import { formatWarsCardProblem, importWarsCards } from './cards/import-cards';
import { loadWarsCards } from './cards/load-cards';
import { isWarsDeckShape, type WarsDeck } from './decks/decklist';
import { isWarsFormat, WARS_FORMATS } from './decks/formats';
import { createWarsEngine, WARS_ENGINE_VERSION, WARS_ENGINE_VERSIONS, type WarsEngine } from './engine/wars-engine';
import type { WarsAction, WarsConfig, WarsOutcome, WarsState } from './engine/state';
import type { WarsView } from './engine/view';
import { warsCoverageReport } from './module/coverage-report';
import { warsBots } from './module/wars-bots';
import { warsDecks } from './module/wars-decks';
import { warsLogPayloads } from './module/wars-log';
import { WARS_RULES, warsRulesIndex } from './rules/wars-rules';

let byId: Map<string, WarsCard> | undefined;
const cardById = (id: string) => (byId ??= new Map(loadWarsCards().map((c) => [c.id, c]))).get(id);

const engines = new EngineVersionRegistry<WarsEngine>('wars', WARS_ENGINE_VERSION, WARS_ENGINE_VERSIONS, (version) => createWarsEngine(cardById, version));

function checkCardFile(text: string, file: string): { count: number; problems: CardFileProblem[] } {
  const read = cardFileJson(text, file);
  if ('problem' in read) return { count: 0, problems: [read.problem] };
  const rows = read.json;
  const { cards, problems } = importWarsCards(rows);
  return { count: cards.length, problems: problems.map((p) => ({ where: `${file} row ${p.row}`, message: formatWarsCardProblem(p) })) };
}

function configFromHeader(header: MatchLogHeader<WarsDeck>): WarsConfig {
  const players = header.players.map((p) => p.id);
  return {
    matchId: header.matchId, format: header.gameFormat, mode: header.mode, players,
    decks: players.map((p) => header.decks?.[p] ?? { cards: [] }),
    ...(header.startingPlayer !== undefined ? { startingPlayer: header.startingPlayer } : {}),
  };
}

/** What the engine cannot set up: not two players, an unknown format, unknown cards, or a deck without a starting location. */
function checkConfig(config: WarsConfig): Violation[] {
  const found: Violation[] = [];
  const at = (code: string, rule: string, message: string) => found.push({ code: `wars/${code}`, rule, seq: 0, message });
  if (config.players.length !== 2) at('players', WARS_RULES.startingTheGame, `WARS is played by two players, not ${config.players.length}`);
  if (!isWarsFormat(config.format)) at('unknown-format', WARS_RULES.buildingADeck, `unknown format ${JSON.stringify(config.format)}: the formats are ${WARS_FORMATS.map((f) => f.id).join(', ')}`);
  config.decks.forEach((deck, seat) => {
    // A header from an untrusted log may hold anything where a deck belongs.
    if (!isWarsDeckShape(deck)) {
      at('deck-unreadable', WARS_RULES.buildingADeck, `${config.players[seat]}'s deck is not a list of collector numbers`);
      return;
    }
    const unknown = deck.cards.filter((id) => !cardById(id));
    if (unknown.length > 0) at('unknown-card', WARS_RULES.buildingADeck, `${config.players[seat]}: ${[...new Set(unknown)].join(', ')} not in the card set`);
    else if (!deck.cards.some((id) => cardById(id)?.type === 'Location')) at('deck-no-location', WARS_RULES.startingTheGame, `${config.players[seat]}'s deck has no location to start the game with`);
  });
  if (config.mode === 'paper' && !config.players.includes(config.startingPlayer ?? '')) at('starting-player', WARS_RULES.startingTheGame, 'paper play states the starting player in the header');
  return found;
}

/** The faction a deck plays: the one most of its faction cards belong to (ties by name), or Independent. */
function factionOf(ids: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const faction = cardById(id)?.faction;
    if (faction && faction !== 'Independent') counts.set(faction, (counts.get(faction) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'Independent';
}

/** WARS (Comprehensive Rules 1.5) as a registered game. */
export const warsModule: GameModule<WarsDeck, WarsConfig, WarsState, WarsAction, WarsOutcome, WarsView> = {
  id: 'wars',
  name: 'WARS',
  seats: { min: 2, max: 2 },
  rules: warsRulesIndex,
  formats: {
    list: WARS_FORMATS.map((f) => ({ id: f.id, name: f.name })),
    default: 'sanctioned-constructed',
    resolve: (format) => (isWarsFormat(format) ? { engineFormat: format } : { error: `unknown format "${format}": WARS formats are ${WARS_FORMATS.map((f) => f.id).join(', ')}` }),
  },
  cards: { bundled: () => warsCardCatalog(loadWarsCards()), check: checkCardFile },
  decks: warsDecks(loadWarsCards),
  engines: {
    current: WARS_ENGINE_VERSION,
    replayable: engines.replayable,
    engine: (version) => engines.engine(version),
    configFromHeader,
    checkConfig,
    // Paper play declares each face-down card as it becomes known; digital play shuffles from the committed seeds.
    modes: () => ['digital', 'paper'],
  },
  log: warsLogPayloads,
  bots: warsBots,
  metagame: { label: 'faction', groupOf: factionOf },
  coverage: {
    report(file) {
      // WARS plays only its bundled cards (no `cards.load`), so a card file is not a set it could play.
      if (file) throw new Error(`WARS reports coverage of its bundled cards only, not of ${file.name}`);
      return warsCoverageReport(loadWarsCards());
    },
  },
};
