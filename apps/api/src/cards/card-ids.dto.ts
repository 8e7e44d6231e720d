import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, Matches } from 'class-validator';

/** The most cards one request may name: a match page asks for the cards of one game. */
export const MOST_IDS = 200;

const CARD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** The first entry that is no card id, for the message (the list itself may be missing). */
const badId = (value: unknown): string => {
  const bad = Array.isArray(value) ? value.find((id) => typeof id !== 'string' || !CARD_ID.test(id)) : undefined;
  return bad === undefined ? '' : ` (${JSON.stringify(bad)} is not one)`;
};

/** `?ids=DOP-181,DOP-127`: card ids, comma-separated. */
export class CardIdsQuery {
  @ApiProperty({ type: String, description: `comma-separated card ids, at most ${MOST_IDS}`, example: 'DOP-181,DOP-127' })
  @Transform(({ value }) => (typeof value === 'string' ? [...new Set(value.split(',').map((id) => id.trim()))] : value))
  @IsArray({ message: 'ids must name the cards as ?ids=ID,ID,…' })
  @ArrayMinSize(1, { message: 'ids must name at least one card' })
  @ArrayMaxSize(MOST_IDS, { message: `ids may name at most ${MOST_IDS} cards at once` })
  @Matches(CARD_ID, { each: true, message: ({ value }) => `ids must hold card ids such as DOP-181${badId(value)}` })
  ids!: string[];
}
