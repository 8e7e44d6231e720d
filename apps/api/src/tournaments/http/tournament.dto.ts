import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, Validate, ValidateBy } from 'class-validator';
import { Type } from 'class-transformer';
import { RegisteredGameConstraint } from './registered-game.validator';

/** A deck arrives as a JSON object or list; which forms it may take is its game's to say (on reading it). */
export const IsDeckShaped = () => ValidateBy({
  name: 'isDeckShaped',
  validator: {
    validate: (value: unknown) => value !== null && typeof value === 'object',
    defaultMessage: () => "deck must be a JSON object or list: a deck in a form the tournament's game reads",
  },
});

/** A score by player: at least one player id, each with a whole number from 0 to 999. */
const IsScoreMap = () => ValidateBy({
  name: 'isScoreMap',
  validator: {
    validate: (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).length <= 8
      && Object.values(value).every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 999),
    defaultMessage: (args) => `${args?.property} must be an object of player ids to whole numbers 0–999, with at least one player (e.g. { "p1": 2, "p2": 1 })`,
  },
});

export class CreateTournamentDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @ApiProperty({ description: 'a registered game (chaotic)', example: 'chaotic' }) @Validate(RegisteredGameConstraint) game!: string;
  @ApiProperty({ description: 'one of the game\'s formats', example: 'masters' }) @IsString() @IsNotEmpty() @MaxLength(100) format!: string;
  @ApiProperty({ enum: ['swiss', 'round-robin', 'single-elimination', 'pods'], description: 'pods: multiplayer pods of 3–5 (Lightseekers)' })
  @IsIn(['swiss', 'round-robin', 'single-elimination', 'pods'])
  structure!: 'swiss' | 'round-robin' | 'single-elimination' | 'pods';
  @ApiPropertyOptional({ description: 'Swiss (or pod) rounds; from attendance (MTR Appendix E) when omitted' }) @IsOptional() @IsInt() @Min(1) @Max(30) rounds?: number;
  @ApiPropertyOptional({ enum: [0, 4, 8, 16] }) @IsOptional() @IsIn([0, 4, 8, 16]) topCut?: 0 | 4 | 8 | 16;
  @ApiProperty({ enum: [1, 3] }) @IsIn([1, 3]) bestOf!: 1 | 3;
  @ApiPropertyOptional({ enum: ['mtg', 'pokemon', 'chess'] }) @IsOptional() @IsIn(['mtg', 'pokemon', 'chess']) tiebreakers?: 'mtg' | 'pokemon' | 'chess';
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(2 ** 31 - 1) seed?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() requireCheckIn?: boolean;
  @ApiPropertyOptional({ description: 'length of a round on the round timer (default 50)' }) @IsOptional() @IsInt() @Min(1) @Max(600) roundMinutes?: number;
}

export class IssueTokenDto {
  @ApiProperty({ enum: ['judge'] }) @IsIn(['judge']) role!: 'judge';
}

export class RegisterPlayerDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @ApiProperty({ description: "A deck in a form the tournament's game reads (Chaotic: a decklist by card ids per section, { cards: [ids] }, or the by-name decklist file format)" })
  @IsDeckShaped()
  deck!: unknown;
  @ApiPropertyOptional({ enum: ['loss', 'not-played'], description: 'late entry: how missed rounds count (not-played: organizer only)' })
  @IsOptional()
  @IsIn(['loss', 'not-played'])
  missedRounds?: 'loss' | 'not-played';
}

export class ScoreDto {
  @ApiPropertyOptional({ example: { p1: 2, p2: 1 } }) @IsOptional() @IsScoreMap() wins?: Record<string, number>;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(10) draws?: number;
  @ApiPropertyOptional({ description: 'victory points per player, for a multiplayer pod' }) @IsOptional() @IsScoreMap() points?: Record<string, number>;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) note?: string;
}

export class DisputeDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) reason?: string;
}

export class PenaltyDto {
  @ApiProperty() @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/) playerId!: string;
  @ApiProperty({ enum: ['warning', 'game-loss', 'match-loss', 'disqualification'] }) @IsIn(['warning', 'game-loss', 'match-loss', 'disqualification']) kind!: 'warning' | 'game-loss' | 'match-loss' | 'disqualification';
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(500) reason!: string;
}

export class RequestRoundDto {
  @ApiPropertyOptional({ description: 'the round expected to start (the next one when omitted)' }) @IsOptional() @IsInt() @Min(1) round?: number;
}

export class ChangeSettingsDto {
  @ApiPropertyOptional({ enum: ['mtg', 'pokemon', 'chess'] }) @IsOptional() @IsIn(['mtg', 'pokemon', 'chess']) tiebreakers?: 'mtg' | 'pokemon' | 'chess';
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(30) rounds?: number;
  @ApiPropertyOptional({ enum: [0, 4, 8, 16] }) @IsOptional() @IsIn([0, 4, 8, 16]) topCut?: 0 | 4 | 8 | 16;
}

export class ListPageDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) limit?: number;
  @ApiPropertyOptional({ minimum: 0, default: 0 }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(1_000_000) offset?: number;
}
