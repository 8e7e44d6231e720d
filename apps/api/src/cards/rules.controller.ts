import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { RuleTexts } from '@arbiter/api-contract';
import { GameRegistry } from '@arbiter/rules';
import { GamesProblem } from '../games/games-problem';
import { ruleKeys, ruleTexts } from './rule-texts';

/** The text of a game's rules by key, public: what the match page shows beside each cited rule. */
@ApiTags('cards')
@Controller('api/rules')
export class RulesController {
  constructor(private readonly games: GameRegistry) {}

  @Get(':game')
  @ApiOperation({ summary: 'The texts of rules of a game by key (public); a key the rules do not have is a 404 naming it' })
  @ApiParam({ name: 'game', description: 'a registered game', example: 'chaotic' })
  @ApiQuery({ name: 'keys', description: 'comma-separated rule keys, as violations cite them', example: '6.3.7.1,5.1.2' })
  rules(@Param('game') game: string, @Query('keys') keys: unknown): RuleTexts {
    const module = this.games.find(game);
    if (!module) throw new GamesProblem(404, 'rules/game-unknown', `No game "${game}": the registered games are ${this.games.ids().join(', ')}.`, { games: this.games.ids() });
    return ruleTexts(module.rules, ruleKeys(keys));
  }
}
