import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, Validate, ValidateBy } from 'class-validator';
import { RegisteredGameConstraint } from './registered-game.validator';

/** A deck arrives as a JSON object or list; which forms it may take is its game's to say (on reading it). */
const IsDeckShaped = () => ValidateBy({
  name: 'isDeckShaped',
  validator: {
    validate: (value: unknown) => value !== null && typeof value === 'object',
    defaultMessage: () => "deck must be a JSON object or list: a deck in a form the tournament's game reads",
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
  @ApiPropertyOptional({ example: { p1: 2, p2: 1 } }) @IsOptional() @IsObject() wins?: Record<string, number>;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(10) draws?: number;
  @ApiPropertyOptional({ description: 'victory points per player, for a multiplayer pod' }) @IsOptional() @IsObject() points?: Record<string, number>;
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
