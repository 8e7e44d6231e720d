/**
 * The second half of `npm run bench:engine`, in a process of its own after the Chaotic passes:
 * 300 WARS bot games (two players, the sample decks) and 300 four-player Lightseekers games (the
 * bundled test wave, random legal decks), both digital, replayed through the registered modules
 * and the kit alone (kit-game-bench.ts), each verdict beside the parse-only pass of the same NDJSON.
 * Its own process because the registry brings the platform's modules (Nest, TypeORM, …), which
 * the Chaotic figures were never measured beside. `BENCH_WARS_GAMES` and `BENCH_LIGHTSEEKERS_GAMES`
 * change the counts (0 leaves a game out).
 */
import { runKitGameBench } from './kit-game-bench';

const WARS_GAMES = Number(process.env.BENCH_WARS_GAMES ?? 300);
const LIGHTSEEKERS_GAMES = Number(process.env.BENCH_LIGHTSEEKERS_GAMES ?? 300);
const AIM = 'at least 40%';

void (async () => {
  // A count of 0 leaves that game out (no empty tables of NaN shares).
  if (WARS_GAMES > 0) await runKitGameBench({ game: 'wars', format: 'sanctioned-constructed', players: 2, decks: 'samples', games: WARS_GAMES }, AIM);
  if (LIGHTSEEKERS_GAMES > 0) await runKitGameBench({ game: 'lightseekers', format: 'constructed', players: 4, decks: 'random', games: LIGHTSEEKERS_GAMES }, AIM);
})();
