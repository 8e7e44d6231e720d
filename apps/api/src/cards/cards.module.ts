import { Module } from '@nestjs/common';
import { CardsController } from './cards.controller';
import { GamesCatalogController } from './games-catalog.controller';
import { RulesController } from './rules.controller';

/** Card data for readers of the api (the dashboard names cards instead of showing their ids). */
@Module({ controllers: [CardsController, RulesController, GamesCatalogController] })
export class CardsModule {}
