import { rngSeedFromCombined, rngStateFromSeed, SeededRng, sha256Hex } from '@arbiter/rules';
import type { MatchSeeds } from '@arbiter/rules';
import type { Game } from './game-cards';
import { keyOf } from './game-cards';
import { placeLocation } from './locations';
import { beginTurn } from './turn-sequence';
import type { Seat, WarsConfig, WarsState } from './state';
import { SEATS } from './state';

/** Opening hand size (CR general `starting the game`). */
export const OPENING_HAND = 8;

/**
 * The game before any choice: the first player drawn at random from the combined seed in
 * digital play, or the one the players determined on paper (CR general `starting the game`).
 * Paper play has no committed seed; its shuffles come from the match id, so paper logs
 * replay but are not fair shuffles, and the module offers only digital play.
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
  const rng = new SeededRng(s.rng);
  for (const seat of SEATS) {
    const rest = s.decks[seat].map((_, i) => keyOf(seat, i)).filter((k) => k !== s.setup[seat]);
    s.piles[seat].reserve = rng.shuffle(rest);
    s.piles[seat].hand = s.piles[seat].reserve.splice(0, OPENING_HAND);
  }
  s.rng = rng.state();
  beginTurn(s, s.current);
}
