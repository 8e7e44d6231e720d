import type { Battle, WarsAction, WarsState } from '../src';
import { sha256Hex } from '@arbiter/rules';
import { loadWarsCards, warsModule } from '../src';

/**
 * Small hand-made games for the rules tests (each test is named for the key it pins).
 * Seat 0's deck: two Ganymede/Exploratory Camp (1S301: a site, 1 energy icon each side, an
 * Earther support icon, Encampment), Ganymede/Traginium Source (1C309, a related sector),
 * Luna Garrison (1C39, a capacity 1 fighter), GR-Blade (1C25, Size 2), Close Support Pilot
 * (1C10, Piloting 1), two CISyn Coordinators (2C3, 3/3/4), Shadowsurfer (2R22, Captain - Rogan
 * Hallard), Rogan Hallard (2R21, Piloting 2), Guardian-Class Carrier (1C71, Transport 4),
 * Mouthpiece (2C13, Quickdraw 1), F.L.I.C. (1U19, a weapon with a • ability), Reconnoiterer
 * (1R199, Scouting), then Zealous Squads (1C55, 6/2/2). Seat 1's: Ganymede/Traginium Well (1C310,
 * 2 icons each side), Zealous Squads, Alnak Station/Hallway (1R294, no icon on its opponent's
 * side), Seyal/… (1R320, a sector) and two Guardian-Class Carriers.
 */
export const engine = warsModule.engines.engine();
export const DECKS = [
  ['1S301', '1S301', '1C309', '1C39', '1C25', '1C10', '2C3', '2C3', '2R22', '2R21', '1C71', '2C13', '1U19', '1R199', ...Array(26).fill('1C55')],
  ['1C310', '1C55', '1R294', ...Array(34).fill('1C55'), '1R320', '1C71', '1C71'],
];
export const [A, B] = ['ann', 'bob'];

/**
 * Text the grammar does not read (Close Support Pilot, 1C10, Ann's 0-5): an outcome stated for
 * it is left to a judge, checked by the invariants only, so the tests of those use it.
 */
export const OPEN_CARD = '0-5';
export const OPEN_TEXT = 'Each time a ship moves from here, if this character is aboard a fighter, you may move that fighter to the same location.';

type Engine = typeof engine;

/** A digital game from a fixed seed (so the engine knows every card's place), with Ann taking the first turn. */
export const started = (): WarsState => startedWith(DECKS);

/** The same with other decks (each starting with Ann's 1S301 and Bob's 1C310 to choose), and another engine version if given. */
export function startedWith(decks: readonly (readonly string[])[], on: Engine = engine, matchId = 'rules'): WarsState {
  const s = on.setup({ matchId, format: 'limited', mode: 'digital', players: [A, B], decks: decks.map((cards) => ({ cards: [...cards] })) }, { combined: sha256Hex(matchId) });
  s.current = 0;
  act(s, A, 'choose-location', { card: '1S301' }, on);
  act(s, B, 'choose-location', { card: '1C310' }, on);
  return s;
}

export const codes = (s: WarsState, player: string, type: string, payload: unknown, on: Engine = engine) => on.validate(s, { seq: s.seq + 1, player, type, payload } as WarsAction).map((v) => `${v.code} ${v.rule}`);

export function act(s: WarsState, player: string, type: string, payload: unknown = {}, on: Engine = engine): void {
  const a = { seq: s.seq + 1, player, type, payload } as WarsAction;
  const found = on.validate(s, a);
  if (found.length > 0) throw new Error(`${type} by ${player}: ${found.map((v) => `${v.code}: ${v.message}`).join('; ')}`);
  on.applyInPlace(s, a);
}

/** Both players pass in turn, starting with whoever holds initiative. */
export function passes(s: WarsState, n = 2): void {
  for (let i = 0; i < n; i++) act(s, s.players[s.initiative!], 'pass');
}

/** Puts a player's cards where a test wants them: `hand` and `active` keys, the rest of their out-of-play cards in the reserve. */
export function arrange(s: WarsState, seat: 0 | 1, hand: string[], active: string[]): void {
  const out = s.decks[seat].map((_, i) => `${seat}-${i}`).filter((k) => !s.inPlay[k]);
  s.piles[seat] = { hand, active, used: [], lost: [], reserve: out.filter((k) => !hand.includes(k) && !active.includes(k)) };
}

/** Puts a unit, ship, asset or weapon straight into play. */
export function put(s: WarsState, key: string, kind: 'unit' | 'ship' | 'asset' | 'weapon', at: string, host: string | null = null): void {
  for (const p of s.piles) for (const pile of Object.values(p)) if ((pile as string[]).includes(key)) (pile as string[]).splice((pile as string[]).indexOf(key), 1);
  s.inPlay[key] = { key, owner: key.startsWith('0') ? 0 : 1, kind, at, host, damaged: false };
}

/** Passes until `phase` of the current turn begins. */
export function toPhase(s: WarsState, phase: WarsState['phase']): void {
  while (s.phase !== phase) passes(s);
}

/** A sector in play for a test: Ganymede/Traginium Source (0-2), related to both sites. */
export function sector(s: WarsState): void {
  sectorInPlay(s, '0-2');
}

/** A sector card of a player's deck (by key) in play in the first group of locations (for a Ganymede sector: related to both sites). */
export function sectorInPlay(s: WarsState, key: string): void {
  s.inPlay[key] = { key, owner: key.startsWith('0') ? 0 : 1, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push(key);
}


/** A battle under way at `location` in its `step`, as the attack that began it left it (nothing revealed, attrition or power yet), in the battle phase. */
export function battleAt(s: WarsState, location: string, attacker: 0 | 1 = 0, step: Battle['step'] = 'open'): void {
  s.battle = {
    location, attacker, step, destiny: [0, 0], destinyDone: [false, false], attritionDone: [false, false],
    power: [0, 0], loser: null, casualties: 0, casualtiesLost: 0, mods: { attrition: [0, 0], power: [0, 0] },
  };
  s.phase = 'battle';
}

const byId = new Map(loadWarsCards().map((c) => [c.id, c]));

/**
 * A card of a player's into their hand from whichever pile holds it, with the support icons its
 * card needs to be played, as text used this turn would give them (at that player's first location).
 */
export function readyInHand(s: WarsState, key: string): void {
  const seat = Number(key[0]) as 0 | 1;
  const piles = s.piles[seat];
  const from = [piles.reserve, piles.active, piles.used].find((pile) => pile.includes(key));
  if (from) piles.hand.push(from.splice(from.indexOf(key), 1)[0]);
  if (!piles.hand.includes(key)) throw new Error(`${key} is in play or lost, not in a pile that can go to the hand`);
  const need = byId.get(s.decks[seat][Number(key.slice(2))])!.supportCost;
  if (need) (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat, location: seat === 0 ? '0-0' : '1-0', faction: need.faction.toLowerCase(), count: need.count });
}
