import { Module } from '@nestjs/common';
import { CardsController } from './cards.controller';

/** Card data for readers of the api (the dashboard names cards instead of showing their ids). */
@Module({ controllers: [CardsController] })
export class CardsModule {}
