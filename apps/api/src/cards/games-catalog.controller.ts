import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GameCatalogEntry } from '@arbiter/api-contract';
import { GameRegistry } from '@arbiter/rules';

/** The registered games with their formats and seats: what the event form offers. */
@ApiTags('cards')
@Controller('api/games')
export class GamesCatalogController {
  constructor(private readonly games: GameRegistry) {}

  @Get()
  @ApiOperation({ summary: 'The registered games, their formats (the default first) and how many players sit at a game' })
  list(): GameCatalogEntry[] {
    return this.games.ids().map((id) => {
      const module = this.games.get(id);
      const formats = [...module.formats.list].sort((a, b) => Number(b.id === module.formats.default) - Number(a.id === module.formats.default));
      return { id, name: module.name, formats: formats.map((f) => ({ id: f.id, name: f.name })), defaultFormat: module.formats.default, seats: { ...module.seats } };
    });
  }
}
