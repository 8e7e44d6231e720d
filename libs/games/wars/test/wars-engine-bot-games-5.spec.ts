import { describeBotGames } from './bot-games-support';

/** Part 5 of the 1,000 seeded bot games (wars-engine-bot-games.spec.ts has the first 200), in paper play: every card declared as it becomes known. */
describeBotGames(801, 1000, 'paper');
