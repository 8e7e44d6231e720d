import { describeBotGames } from './bot-games-support';

/** Part 2 of the 1,000 seeded bot games (wars-engine-bot-games.spec.ts has the first 200). */
describeBotGames(201, 400, 'digital');
