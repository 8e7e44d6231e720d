import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

/** The action in the match-log envelope; `player` defaults to the token's player. */
export class GameActionDto {
  @ApiProperty({ example: 'move' })
  @IsString()
  @MaxLength(64)
  type!: string;

  @ApiPropertyOptional({ example: { from: 3, to: 6 } })
  @IsOptional()
  @IsObject()
  payload?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'must be the token\'s player when given' })
  @IsOptional()
  @IsString()
  player?: string;

  @ApiPropertyOptional({ description: 'recorder time stamp, never read by the engine' })
  @IsOptional()
  @IsISO8601()
  at?: string;
}

export class RecordActionDto {
  @ApiProperty({ description: 'the seq this action takes: the number of actions the client saw, plus one', example: 1 })
  @IsInt()
  @Min(1)
  seq!: number;

  @ApiProperty({ type: GameActionDto })
  @ValidateNested()
  @Type(() => GameActionDto)
  action!: GameActionDto;
}
