import type { CardCatalog, CardFileProblem, CardSummary, DeckViolation, GameModule, GameOutcome, MatchLogHeader, Violation } from '@arbiter/rules';
import { canonicalJson, cardFileJson, sha256Hex, UnknownEngineVersionError } from '@arbiter/rules';
import { RACE_ENGINE_VERSION, RaceAction, RaceConfig, RaceDeck, raceEngine, RaceState, RaceView } from './race-engine';
import { RACE_FORMATS, RACE_RULES, STEP_CARDS } from './race-rules';

/**
 * Race to N as a registered game: the worked example of docs/engines.md ("Adding a game").
 * Everything the platform needs from a game is here or in the engine; no app knows Race.
 */

const CARDS: readonly CardSummary[] = [
  { id: 'step-1', name: 'One Step', type: 'step' },
  { id: 'step-2', name: 'Two Steps', type: 'step' },
  { id: 'step-3', name: 'Three Steps', type: 'step' },
];

const catalog = (cards: readonly CardSummary[]): CardCatalog => ({ byId: (id) => cards.find((c) => c.id === id), all: () => cards });

const isStep = (id: string) => (STEP_CARDS as readonly string[]).includes(id);

/** What makes a deck unplayable anywhere (race:2.1–2.3); the format adds its bans. */
function deckProblems(deck: RaceDeck): DeckViolation[] {
  const found: DeckViolation[] = [];
  if (deck.length < 1 || deck.length > 3) found.push({ code: 'race/deck-size', rule: 'race:2.1', message: `a deck holds 1 to 3 cards, not ${deck.length}` });
  for (const card of deck.filter((c) => !isStep(c))) found.push({ code: 'race/unknown-card', rule: 'race:2.2', message: `${card} is not a step card`, card });
  for (const card of deck.filter((c, i) => deck.indexOf(c) !== i)) found.push({ code: 'race/duplicate-card', rule: 'race:2.3', message: `${card} is in the deck twice`, card });
  return found;
}

function readCardFile(text: string, file: string): { count: number; problems: CardFileProblem[] } {
  const read = cardFileJson(text, file);
  if ('problem' in read) return { count: 0, problems: [read.problem] };
  const rows = read.json;
  if (!Array.isArray(rows)) return { count: 0, problems: [{ where: file, message: `${file}: a card file is a JSON list of {"id", "name", "type"}` }] };
  const problems: CardFileProblem[] = [];
  rows.forEach((row: { id?: unknown; name?: unknown; type?: unknown } | null, i) => {
    // The message names the row too: it is what a reader sees without `where`.
    const at = (where: string, why: string) => problems.push({ where: `${file} ${where}`, message: `${where}: ${why}` });
    if (typeof row?.id !== 'string' || !isStep(row.id)) at(`row ${i}`, `"id" must be one of ${STEP_CARDS.join(', ')}`);
    else if (typeof row.name !== 'string' || row.name === '') at(`row ${i} (${row.id})`, '"name" must be a non-empty string');
    else if (row.type !== 'step') at(`row ${i} (${row.id})`, '"type" must be "step"');
  });
  return { count: problems.length > 0 ? 0 : rows.length, problems };
}

function configFromHeader(header: MatchLogHeader<RaceDeck>): RaceConfig {
  const players = header.players.map((p) => p.id);
  return {
    matchId: header.matchId, format: header.gameFormat, mode: header.mode, players,
    decks: players.map((p) => header.decks?.[p] ?? []),
    ...(header.startingPlayer !== undefined ? { startingPlayer: header.startingPlayer } : {}),
  };
}

function checkConfig(config: RaceConfig): Violation[] {
  const found: Violation[] = [];
  const at = (code: string, rule: string, message: string) => found.push({ code: `race/${code}`, rule, seq: 0, message });
  if (config.players.length < 2 || config.players.length > 4) at('players', 'race:3', `race is played by 2 to 4 players, not ${config.players.length}`);
  if (!RACE_FORMATS[config.format]) at('unknown-format', 'race:1.1', `unknown format ${JSON.stringify(config.format)}: the formats are ${Object.keys(RACE_FORMATS).join(', ')}`);
  config.decks.forEach((deck, seat) => {
    for (const v of deckProblems(deck)) at(v.code.slice('race/'.length), v.rule, `${config.players[seat]}: ${v.message}`);
  });
  if (config.mode === 'paper' && !config.players.includes(config.startingPlayer ?? '')) at('starting-player', 'race:3', 'paper play states the starting player in the header');
  return found;
}

export const raceModule: GameModule<RaceDeck, RaceConfig, RaceState, RaceAction, GameOutcome, RaceView> = {
  id: 'race',
  name: 'Race',
  seats: { min: 2, max: 4 },
  rules: RACE_RULES,
  formats: {
    list: Object.entries(RACE_FORMATS).map(([id, f]) => ({ id, name: f.name })),
    default: 'classic',
    resolve: (format) => (RACE_FORMATS[format] ? { engineFormat: format } : { error: `unknown format "${format}": race formats are ${Object.keys(RACE_FORMATS).join(', ')}` }),
  },
  cards: { bundled: () => catalog(CARDS), check: readCardFile },
  decks: {
    read(input) {
      if (!Array.isArray(input)) return { violations: [{ code: 'race/deck-unreadable', rule: 'race:2', message: 'a deck is a JSON list of card ids, e.g. ["step-1", "step-2"]' }] };
      const bad = input.findIndex((c) => typeof c !== 'string');
      if (bad >= 0) return { violations: [{ code: 'race/deck-unreadable', rule: 'race:2', message: `item ${bad} of the deck is ${JSON.stringify(input[bad])}, not a card id` }] };
      return { deck: [...(input as string[])] };
    },
    fromCardIds: (ids) => [...ids],
    cardIds: (deck) => [...deck],
    check(deck, format) {
      const rules = RACE_FORMATS[format];
      if (!rules) return [{ code: 'race/unknown-format', rule: 'race:1.1', message: `unknown format "${format}"` }];
      const banned = deck.filter((c) => rules.banned.includes(c)).map((card) => ({ code: 'race/banned', rule: `format:${format}`, message: `${card} is banned in ${format}`, card }));
      return [...deckProblems(deck), ...banned];
    },
    hash: (deck) => sha256Hex(canonicalJson(deck)),
    sameCards: (a, b) => canonicalJson([...a].sort()) === canonicalJson([...b].sort()),
    samples: (format) => (format === 'sprint'
      ? [{ name: 'short steps', deck: ['step-1', 'step-2'] }, { name: 'long step', deck: ['step-2'] }]
      : [{ name: 'every step', deck: ['step-1', 'step-2', 'step-3'] }, { name: 'short steps', deck: ['step-1', 'step-2'] }]),
    random(format, rng) {
      const allowed = STEP_CARDS.filter((c) => !(RACE_FORMATS[format]?.banned ?? []).includes(c));
      const picked = rng.shuffle([...allowed]).slice(0, rng.int(1, allowed.length));
      return allowed.filter((c) => picked.includes(c));
    },
  },
  engines: {
    current: RACE_ENGINE_VERSION,
    replayable: [RACE_ENGINE_VERSION],
    engine(version = RACE_ENGINE_VERSION) {
      if (version !== RACE_ENGINE_VERSION) throw new UnknownEngineVersionError('race', version, [RACE_ENGINE_VERSION]);
      return raceEngine;
    },
    configFromHeader,
    checkConfig,
    modes: () => ['digital', 'paper'],
  },
  log: {
    actionTypes: { advance: 'move your token forward by a step card of your deck: {"by": N}' },
    // Unknown types are the engine's to judge (race/unknown-action); only advance's shape is checked here.
    payloadProblem: (action) => (action.type === 'advance' && !Number.isInteger((action.payload as { by?: unknown } | null)?.by) ? 'advance needs "by": a whole number' : null),
    attested: () => [],
  },
  bots: {
    actionCap: 100,
    choose(engine, state, rng) {
      const [player] = engine.activePlayers(state);
      return player === undefined ? null : rng.pick(engine.legalActions(state, player)) ?? null;
    },
  },
  metagame: {
    label: 'longest step',
    groupOf: (ids) => [...ids].filter(isStep).sort().pop() ?? 'none',
  },
  coverage: {
    // Race has no card text: every card is automated.
    report: () => ({
      game: 'race',
      overall: { key: 'all', automated: CARDS.length, total: CARDS.length },
      tables: [{ title: 'type', rows: [{ key: 'step', automated: CARDS.length, total: CARDS.length }] }],
      aims: [{ aim: 'every card automated', met: true }],
      missing: [],
    }),
  },
};
