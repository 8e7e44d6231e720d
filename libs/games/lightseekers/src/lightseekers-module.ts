import type { ActionEnvelope, AttestedEntry, DeckViolation, GameModule, GameOutcome, MatchLogHeader, SeededRng, Violation } from '@arbiter/rules';
import { canonicalJson, EngineVersionRegistry, rngStateFromSeed, SeededRng as Rng, sha256Hex } from '@arbiter/rules';
import { bundledCardSet } from './cards/bundled-sets';
import type { LightseekersCardSet } from './cards/card-set';
import { cardCatalog, cardGroup } from './cards/card-set';
import { importCardSet } from './cards/import-card-set';
import { checkLightseekersDeck } from './decks/check-deck';
import type { LightseekersDeck } from './decks/deck';
import { deckCardIds, deckFromCardIds, isLightseekersDeckFormat, LIGHTSEEKERS_DECK_FORMATS } from './decks/deck';
import { randomLightseekersDeck } from './decks/random-deck';
import { createLightseekersEngine, LIGHTSEEKERS_ENGINE_VERSION, type LightseekersEngine, REPLAYABLE_ENGINE_VERSIONS } from './engine/engine';
import type { LightseekersAction, LightseekersConfig, LightseekersState } from './engine/state';
import { ACTION_TYPES } from './engine/state';
import type { LightseekersView } from './engine/view';
import { coverageSetFromFile, lightseekersCoverageReport } from './module/coverage-report';
import { lightseekersRulesIndex } from './rules/lightseekers-rules';

export type LightseekersModule = GameModule<LightseekersDeck, LightseekersConfig, LightseekersState, LightseekersAction, GameOutcome, LightseekersView>;

const FORMATS = [{ id: 'constructed', name: 'Constructed (2.1.1)' }, { id: 'draft', name: 'Draft (2.1.2)' }] as const;

export const LIGHTSEEKERS_ACTION_TYPES: Readonly<Record<(typeof ACTION_TYPES)[number], string>> = {
  'play-card': 'play an action card from the hand (4.1.3.3): {"card": id, "recipient"?: player} (an Attack names another hero)',
  'play-combo': 'play a combo card with its payment from the hand (4.1.3.1, 2.4.2.2): {"card": id, "payment": [ids], "recipient"?: player}',
  'activate': 'activate an ability (4.1.3.4): {"source": "hero" | "buff" | "item", "index"?: n (buff or item position), "recipient"?: player}',
  'pass': 'pass every action left this turn (4.1.3.5): {}',
  'draw': 'the Draw Phase (4.1.4): {"count": n}, one for each action not used and one after a combo',
  'choose': 'a choice the rules give a player, one card at a time (Discard 2.8.1.4, Remove 2.8.1.3, Item limit 2.5.4.6, Empty Deck Check 4.1.5.5c, reshuffle 5.3.4, storing 2.8.4; in paper play each card drawn, 3.2.3.2b): {"zone": "hand" | "buffs" | "items" | "discard" | "deck", "card": id}',
  'attest': 'the outcome of card text the engine does not carry out (2.2.1): {"card": id, "outcome": {"health"?: {player: n}, "moves"?: [{"player", "card", "from", "to"}]}}',
};

const isString = (v: unknown): v is string => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The shape each action type's payload needs; what the rules allow is the engine's to judge. */
function payloadProblem(action: ActionEnvelope): string | null {
  const p = action.payload;
  if (!(ACTION_TYPES as readonly string[]).includes(action.type)) return null;
  if (!isObject(p)) return `${action.type} needs a payload object`;
  const recipientOk = p.recipient === undefined || isString(p.recipient);
  switch (action.type) {
    case 'play-card':
      return isString(p.card) && recipientOk ? null : 'play-card needs "card": a card id, and "recipient", when given, a player id';
    case 'play-combo':
      return isString(p.card) && Array.isArray(p.payment) && p.payment.every(isString) && recipientOk ? null : 'play-combo needs "card": a card id and "payment": a list of card ids';
    case 'activate':
      return ['hero', 'buff', 'item'].includes(p.source as string) && (p.index === undefined || Number.isInteger(p.index)) && recipientOk ? null : 'activate needs "source": "hero", "buff" or "item", and a whole-number "index" for a buff or item';
    case 'pass':
      return null;
    case 'draw':
      return Number.isInteger(p.count) && (p.count as number) >= 0 ? null : 'draw needs "count": a whole number';
    case 'choose':
      return ['hand', 'buffs', 'items', 'discard', 'deck'].includes(p.zone as string) && isString(p.card) ? null : 'choose needs "zone": hand, buffs, items, discard or deck, and "card": a card id';
    case 'attest':
      return isString(p.card) && isObject(p.outcome) ? null : 'attest needs "card": a card id and "outcome": an object';
  }
  return null;
}

const isDeckObject = (input: unknown): input is LightseekersDeck =>
  isObject(input) && Array.isArray(input.heroes) && input.heroes.every(isString) && Array.isArray(input.cards) && input.cards.every(isString);

function readDeck(input: unknown, set: LightseekersCardSet): { deck: LightseekersDeck } | { violations: DeckViolation[] } {
  if (Array.isArray(input) && input.every(isString)) return { deck: deckFromCardIds(set, input) };
  if (isDeckObject(input)) {
    return { deck: { heroes: [...input.heroes], cards: [...input.cards] } };
  }
  return { violations: [{ code: 'lightseekers/deck-unreadable', rule: 'ls:2.1', message: 'a deck is {"heroes": [ids], "cards": [ids]} or a flat list of card ids' }] };
}

function configFromHeader(header: MatchLogHeader<LightseekersDeck>): LightseekersConfig {
  const players = header.players.map((p) => p.id);
  return {
    matchId: header.matchId, format: header.gameFormat, mode: header.mode, players,
    decks: players.map((p) => header.decks?.[p] ?? { heroes: [], cards: [] }),
    ...(header.startingPlayer !== undefined ? { startingPlayer: header.startingPlayer } : {}),
  };
}

function checkConfig(config: LightseekersConfig, set: LightseekersCardSet): Violation[] {
  const found: Violation[] = [];
  const at = (what: string, rule: string, message: string) => found.push({ code: `lightseekers/${what}`, rule, seq: 0, message });
  if (config.players.length < 2 || config.players.length > 5) at('players', 'ls:1.1', `Lightseekers is played one on one or by 3 to 5 players, not ${config.players.length}`);
  if (!isLightseekersDeckFormat(config.format)) at('unknown-format', 'ls:2.1', `"${config.format}" is not a Lightseekers format (${LIGHTSEEKERS_DECK_FORMATS.join(', ')})`);
  if (config.mode !== 'digital' && config.mode !== 'paper') at('mode', 'ls:3.4.1.1', `mode must be "digital" or "paper", not "${String(config.mode)}"`);
  if (config.mode === 'paper' && !config.players.includes(config.startingPlayer ?? '')) at('starting-player', 'ls:3.3.1', 'paper play names the starting player the players determined ("startingPlayer" in the header, one of its players)');
  config.decks.forEach((deck, seat) => {
    // A header's deck is a stranger's input: one that is not a deck is refused, not set up.
    if (!isDeckObject(deck)) return at('deck-unreadable', 'ls:2.1', `${config.players[seat]}'s deck is not {"heroes": [ids], "cards": [ids]}`);
    const hero = deck.heroes[0] === undefined ? undefined : set.byId(deck.heroes[0]);
    if (!hero || hero.type !== 'hero' || !hero.playable) at('no-hero', 'ls:2.4.1', `${config.players[seat]}'s deck has no playable hero`);
    const unknown = deck.cards.filter((id) => !set.byId(id)?.playable);
    if (unknown.length > 0) at('unknown-card', 'ls:2.1.1.2', `${config.players[seat]}'s deck holds cards the engine cannot play: ${[...new Set(unknown)].join(', ')}`);
  });
  return found;
}

/** Attested card text in a log, for a judge: the card's printed text and the outcome stated. */
function attested(actions: readonly LightseekersAction[], set: LightseekersCardSet): AttestedEntry[] {
  return actions.filter((a) => a.type === 'attest').map((a) => {
    // A log's payload is a stranger's input: it may be null, or name its card with no string.
    const payload = (a.payload ?? {}) as { card?: unknown; outcome?: unknown };
    const card = typeof payload.card === 'string' ? set.byId(payload.card) : undefined;
    // A hero's attested text is its trait's.
    const text = card?.text ?? card?.trait?.text;
    return { seq: a.seq, player: a.player, card: String(payload.card), text: text ? [text] : [], outcome: payload.outcome };
  });
}

/** A bot: one legal action of the acting player, chosen uniformly with its RNG. */
function choose(engine: LightseekersEngine, state: LightseekersState, rng: SeededRng): LightseekersAction | null {
  const [player] = engine.activePlayers(state);
  if (player === undefined) return null;
  return rng.pick(engine.legalActions(state, player)) ?? null;
}

/** The Lightseekers module over a card set (the bundled test wave by default, loaded on first use). */
export function createLightseekersModule(getSet: () => LightseekersCardSet): LightseekersModule {
  const engines = new EngineVersionRegistry<LightseekersEngine>('lightseekers', LIGHTSEEKERS_ENGINE_VERSION, REPLAYABLE_ENGINE_VERSIONS, (v) => createLightseekersEngine(getSet(), v));
  return {
    id: 'lightseekers',
    name: 'Lightseekers',
    seats: { min: 2, max: 5 },
    rules: lightseekersRulesIndex,
    formats: {
      list: FORMATS,
      default: 'constructed',
      resolve: (format) => (isLightseekersDeckFormat(format) ? { engineFormat: format } : { error: `unknown format "${format}": Lightseekers formats are constructed, draft` }),
    },
    cards: {
      bundled: () => cardCatalog(getSet()),
      check(text, file) {
        const { set, problems } = importCardSet(text);
        return { count: set?.cards.length ?? 0, problems: problems.map((p) => ({ where: `${file}${p.where}`, message: `${p.where || file} ${p.message}` })) };
      },
      load(text, file) {
        const { set, problems } = importCardSet(text);
        if (!set) return { problems: problems.map((p) => ({ where: `${file}${p.where}`, message: `${p.where || file} ${p.message}` })) };
        return { module: createLightseekersModule(() => set) };
      },
    },
    decks: {
      read: (input) => readDeck(input, getSet()),
      fromCardIds: (ids) => deckFromCardIds(getSet(), ids),
      cardIds: deckCardIds,
      check(deck, format) {
        // The deck a match-log header publishes reaches here unread: one that is not a deck says so.
        const read = readDeck(deck, getSet());
        return 'violations' in read ? [...read.violations] : checkLightseekersDeck(read.deck, format, getSet());
      },
      hash: (deck) => sha256Hex(canonicalJson({ heroes: deck.heroes, cards: deck.cards })),
      sameCards: (a, b) => canonicalJson([...deckCardIds(a)].sort()) === canonicalJson([...deckCardIds(b)].sort()),
      samples(format) {
        if (!isLightseekersDeckFormat(format)) return [];
        // Random legal decks from fixed seeds: the same samples every time.
        return [1, 2, 3].map((seed) => {
          const deck = randomLightseekersDeck(getSet(), format, new Rng(rngStateFromSeed(seed)));
          return { name: `${getSet().byId(deck.heroes[0])?.name ?? 'deck'} (${seed})`, deck };
        });
      },
      random: (format, rng) => randomLightseekersDeck(getSet(), isLightseekersDeckFormat(format) ? format : 'constructed', rng),
    },
    engines: {
      current: LIGHTSEEKERS_ENGINE_VERSION,
      replayable: engines.replayable,
      engine: (version) => engines.engine(version),
      configFromHeader,
      checkConfig: (config) => checkConfig(config, getSet()),
      modes: () => ['digital', 'paper'],
    },
    log: {
      actionTypes: LIGHTSEEKERS_ACTION_TYPES,
      payloadProblem,
      attested: (actions) => attested(actions, getSet()),
      // Digital draws are never in the log; a paper draw declares its card, which only its player may see (4.1.4.2).
      hiddenUntilEnd: (action) => action.type === 'choose' && (action.payload as { zone?: unknown } | null)?.zone === 'deck',
    },
    bots: { actionCap: 4000, choose },
    metagame: {
      label: 'order',
      groupOf(ids) {
        const hero = ids.map((id) => getSet().byId(id)).find((c) => c?.type === 'hero');
        return hero ? cardGroup(hero) : 'Unaligned';
      },
    },
    coverage: {
      report: (file) => lightseekersCoverageReport(file ? coverageSetFromFile(file) : getSet()),
    },
  };
}

/** Lightseekers (rules effective 1 January 2019) over the bundled test wave. */
export const lightseekersModule: LightseekersModule = createLightseekersModule(() => bundledCardSet('testwave'));
