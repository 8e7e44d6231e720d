import type { Violation } from '@arbiter/rules';
import type { CardType } from '../cards/card';
import { rowsForSize } from './board';
import { DeckMemo } from './deck-memo';
import { type CardLookup, type ChaoticMatchConfig, ENGINE_FORMATS, type EngineFormat } from './types';

/** The deck sizes the Apprentice engine needs (CR 2.2.8, 2.2.9); formats with other sizes pass their own. */
export interface DeckShape {
  readonly attacks: number;
  readonly locations: number;
}

const APPRENTICE_SHAPE: DeckShape = { attacks: 20, locations: 10 };
/** CR 10.4.1: Limited uses a 10-card Attack Deck and a 5-card Location Deck at game size 3. */
const LIMITED_SHAPE: DeckShape = { attacks: 10, locations: 5 };

const usesGear = (format: EngineFormat) => format !== 'apprentice';
const usesMugic = (format: EngineFormat) => format === 'masters' || format === 'limited';

/**
 * Per card set (whose cards do not change, as the engine's other memos assume): the formats and
 * shapes each decklist met passed its own checks in. The card set's and not an engine's caches':
 * a log's header is checked before any engine is made for it.
 */
const soundDecks = new WeakMap<CardLookup, DeckMemo<Set<string>>>();

function soundDecksOf(cards: CardLookup): DeckMemo<Set<string>> {
  let memo = soundDecks.get(cards);
  if (!memo) soundDecks.set(cards, (memo = new DeckMemo()));
  return memo;
}

/**
 * What the engine itself needs before `setup` can run: two distinct players, a supported
 * format, every card known and of the right type, both sides the same triangular size
 * (CR 2.1.1, 2.1.2), full Attack and Location Decks, and in paper play a starting player
 * (CR 4.2.1). Deck legality proper (Rule of Two, Unique …) is `checkDeck`'s job. Violations
 * here carry seq 0: they concern the header, not an action.
 */
export function checkMatchConfig(config: ChaoticMatchConfig, cards: CardLookup, given?: DeckShape): Violation[] {
  const found: Violation[] = [];
  const broke = (code: string, rule: string, message: string) => found.push({ code: `chaotic/${code}`, rule, seq: 0, message });
  if (!ENGINE_FORMATS.includes(config.format)) broke('unsupported-format', '10', `format "${String(config.format)}" is not played by this engine (${ENGINE_FORMATS.join(', ')})`);
  const shape = given ?? (config.format === 'limited' ? LIMITED_SHAPE : APPRENTICE_SHAPE);
  if (config.players.length !== 2 || config.players[0] === config.players[1]) broke('players', '2.1', 'a Chaotic match needs two distinct players');
  if (config.mode !== 'digital' && config.mode !== 'paper') broke('mode', '4.1.5', `mode must be "digital" or "paper", not "${String(config.mode)}"`);
  if (config.mode === 'paper' && !config.players.includes(config.startingPlayer ?? '')) {
    broke('starting-player', '4.2.1', 'paper play must name the starting player the players determined');
  }
  if (!Array.isArray(config.decks) || config.decks.length !== 2) {
    broke('decks', '2.1', 'a deck for each of the two players is required');
    return found;
  }
  const sizes = config.decks.map((deck) => deck?.creatures?.length ?? 0);
  // Replay speed: a deck's own checks (all but comparing both sides) read only the card set, the format, the shape and the deck: one found sound is not checked again.
  const sound = soundDecksOf(cards);
  const checked = `${String(config.format)} ${shape.attacks} ${shape.locations}`;
  config.decks.forEach((deck, seat) => {
    const passed = sound.get(deck);
    if (passed?.has(checked)) return;
    const before = found.length;
    const who = config.players[seat] ?? `player ${seat + 1}`;
    const section = (ids: readonly string[] | undefined, type: CardType, label: string) => {
      if (!Array.isArray(ids)) return broke('deck-section', '2.2', `${who}'s deck has no ${label} list`);
      for (const id of ids) {
        const card = cards.byId(id);
        if (!card) broke('unknown-card', '2.2', `${who}'s deck lists ${String(id)}, which is not in the card set`);
        else if (card.type !== type) broke('wrong-card-type', '3.1.4', `${who}'s ${label} list holds ${id}, a ${card.type}`);
      }
    };
    section(deck?.creatures, 'Creature', 'creatures');
    section(deck?.attacks, 'Attack', 'attacks');
    section(deck?.locations, 'Location', 'locations');
    if (usesGear(config.format)) {
      section(deck?.battlegear ?? [], 'Battlegear', 'battlegear');
      if ((deck?.battlegear?.length ?? 0) !== sizes[seat]) broke('battlegear-count', '2.2.6', `${who} needs one battlegear for each of ${sizes[seat]} creatures, not ${deck?.battlegear?.length ?? 0}`);
    }
    if (usesMugic(config.format)) {
      section(deck?.mugic ?? [], 'Mugic', 'mugic');
      if ((deck?.mugic?.length ?? 0) !== sizes[seat]) broke('mugic-count', '2.2.7', `${who} needs one mugic for each of ${sizes[seat]} creatures, not ${deck?.mugic?.length ?? 0}`);
    }
    if (config.format === 'limited' && sizes[seat] !== 3) broke('game-size', '10.4.1', `Limited is played at game size 3, not ${sizes[seat]}`);
    if (rowsForSize(sizes[seat]) === null) broke('game-size', '2.1.2', `${who} has ${sizes[seat]} creatures: a side must fill a triangle (1, 3, 6, 10 …)`);
    if ((deck?.attacks?.length ?? 0) !== shape.attacks) broke('attack-deck-size', '2.2.8', `${who}'s Attack Deck has ${deck?.attacks?.length ?? 0} cards, not ${shape.attacks}`);
    if ((deck?.locations?.length ?? 0) !== shape.locations) broke('location-deck-size', '2.2.9', `${who}'s Location Deck has ${deck?.locations?.length ?? 0} cards, not ${shape.locations}`);
    if (found.length > before) return;
    if (passed) passed.add(checked);
    else sound.set(deck, new Set([checked]));
  });
  if (sizes[0] !== sizes[1]) broke('game-size', '2.1.1', `both players need the same game size, not ${sizes[0]} and ${sizes[1]}`);
  return found;
}

/** Deck counts the engine plays with all the same: deck legality, reported by the deck check. */
const LEGALITY_ONLY: ReadonlySet<string> = new Set(['chaotic/attack-deck-size', 'chaotic/location-deck-size', 'chaotic/battlegear-count', 'chaotic/mugic-count']);

/**
 * What keeps the engine from setting the match up at all (the kit's `checkConfig`): every
 * problem `checkMatchConfig` finds but a wrong count of attacks, locations, battlegear or mugic,
 * which the engine plays as listed (a missing battlegear leaves its creature bare) as long as
 * the Location Deck holds a card and the Attack Deck three: the two of the opening hand (CR 4.2.4)
 * and one to draw before each strike (CR 7.2.5.1). Those counts are deck legality (CR 2.2.6–2.2.9).
 */
export function unplayableConfig(config: ChaoticMatchConfig, cards: CardLookup): Violation[] {
  const found = checkMatchConfig(config, cards);
  if (found.length === 0) return found;
  const decksHoldCards = Array.isArray(config.decks) && config.decks.every((deck) => (deck?.attacks?.length ?? 0) >= 3 && (deck?.locations?.length ?? 0) > 0);
  return decksHoldCards ? found.filter((v) => !LEGALITY_ONLY.has(v.code)) : found;
}
