import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CardNames } from '@arbiter/api-contract';
import { GameRegistry } from '@arbiter/rules';
import { GamesProblem } from '../games/games-problem';
import { CardIdsQuery } from './card-ids.dto';
import { cardNames } from './card-names';

/** Each registered game's bundled card set, public: what the dashboard shows in place of card ids. */
@ApiTags('cards')
@Controller('api/cards')
export class CardsController {
  constructor(private readonly games: GameRegistry) {}

  @Get(':game')
  @ApiOperation({ summary: 'Names, types and sets of a game\'s cards by id (public); ids no card has come back under unknown' })
  @ApiParam({ name: 'game', description: 'a registered game', example: 'chaotic' })
  cards(@Param('game') game: string, @Query() query: CardIdsQuery): CardNames {
    const module = this.games.find(game);
    if (!module) throw new GamesProblem(404, 'cards/game-unknown', `No game "${game}": the registered games are ${this.games.ids().join(', ')}.`, { games: this.games.ids() });
    return cardNames(module.cards.bundled(), query.ids);
  }
}
