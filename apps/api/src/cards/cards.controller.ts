import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CardNames } from '@arbiter/api-contract';
import { loadChaoticCards } from '@arbiter/chaotic';
import { CardIdsQuery } from './card-ids.dto';
import { cardNames } from './card-names';

/** The bundled card set, public: what the dashboard shows in place of card ids. */
@ApiTags('cards')
@Controller('api/cards')
export class CardsController {
  @Get('chaotic')
  @ApiOperation({ summary: 'Names, types and sets of Chaotic cards by id (public); ids no card has come back under unknown' })
  chaotic(@Query() query: CardIdsQuery): CardNames {
    return cardNames(loadChaoticCards(), query.ids);
  }
}
