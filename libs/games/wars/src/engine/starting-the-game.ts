import { rngSeedFromCombined, rngStateFromSeed, SeededRng, sha256Hex } from '@arbiter/rules';
import type { MatchSeeds } from '@arbiter/rules';
import type { Game } from './game-cards';
import { keyOf } from './game-cards';
import { placeLocation } from './locations';
import { UNKNOWN } from './paper-play';
import { beginTurn } from './turn-sequence';
import type { Seat, WarsConfig, WarsState } from './state';
import { SEATS } from './state';

/** Opening hand size (CR general `starting the game`). */
export const OPENING_HAND = 8;

/**
 * The game before any choice: the first player drawn at random from the combined seed in
 * digital play, or the one the players determined on paper (CR general `starting the game`).
 * Paper play has no committed seed and the engine shuffles nothing: the players shuffle by
 * hand and the log declares each card as it becomes known (`paper-play.ts`).
 */
export function initialState(config: WarsConfig, seeds: MatchSeeds): WarsState {
  if (config.players.length !== 2) throw new Error(`WARS is played by two players, not ${config.players.length}`);
  const combined = config.mode === 'paper' || !seeds.combined ? sha256Hex(`wars-paper\u0000${config.matchId}`) : seeds.combined;
  if (config.mode === 'digital' && !seeds.combined) throw new Error('digital play draws the first player and the shuffles from the combined seed, and none was given');
  const rng = new SeededRng(rngStateFromSeed(rngSeedFromCombined(combined)));
  const first: Seat = config.mode === 'paper' ? (config.players.indexOf(config.startingPlayer ?? '') === 1 ? 1 : 0) : (rng.int(0, 1) as Seat);
  return {
    format: config.format, mode: config.mode,
    players: [config.players[0], config.players[1]],
    decks: config.decks.map((d) => [...d.cards]),
    seq: 0, rng: rng.state(), phase: 'setup', turn: 0, current: first, initiative: null, passes: 0, stack: [],
    piles: [emptyPiles(), emptyPiles()],
    inPlay: {}, groups: [], setup: [null, null], battle: null, pendingLoss: null,
    flags: { activated: false, drained: [], attacked: [], bullets: [{}, {}], resolvedText: [], abilityUses: {} },
    result: null,
    ...(config.mode === 'paper' ? { hidden: [[], []] as [string[], string[]] } : {}),
  };
}

const emptyPiles = () => ({ hand: [], reserve: [], active: [], used: [], lost: [] });

/** Both starting locations are in: reveal them together, place them (related ones adjacent), shuffle the rest into the reserves, draw eight. */
export function revealStartingLocations(g: Game): void {
  const s = g.s;
  for (const seat of SEATS) {
    const key = s.setup[seat]!;
    s.inPlay[key] = { key, owner: seat, kind: 'location', at: null, host: null, damaged: false };
    g.inPlayChanged();
    placeLocation(g, key, Number.MAX_SAFE_INTEGER);
  }
  const rest = (seat: Seat) => s.decks[seat].map((_, i) => keyOf(seat, i)).filter((k) => k !== s.setup[seat]);
  if (s.hidden) {
    // Paper play: shuffled by hand, so every place in the reserve is unknown; the log declares the opening hands.
    for (const seat of SEATS) {
      s.hidden[seat] = rest(seat);
      s.piles[seat].reserve = s.hidden[seat].map(() => UNKNOWN);
    }
    s.openingDraws = [Math.min(OPENING_HAND, s.piles[0].reserve.length), Math.min(OPENING_HAND, s.piles[1].reserve.length)];
    beginIfHandsDrawn(s);
    return;
  }
  const rng = new SeededRng(s.rng);
  for (const seat of SEATS) {
    s.piles[seat].reserve = rng.shuffle(rest(seat));
    s.piles[seat].hand = s.piles[seat].reserve.splice(0, OPENING_HAND);
  }
  s.rng = rng.state();
  beginTurn(s, s.current);
}

/** Paper play: once both opening hands are declared, the first turn begins. */
export function beginIfHandsDrawn(s: WarsState): void {
  if (!s.openingDraws || s.openingDraws[0] > 0 || s.openingDraws[1] > 0) return;
  delete s.openingDraws;
  beginTurn(s, s.current);
}
