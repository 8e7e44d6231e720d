import { describeBotGames } from './bot-games-check';

describeBotGames(4);
