import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsDeckShaped } from '../tournaments/http/tournament.dto';
import { PASSWORD_MAX, PASSWORD_MIN } from './password';

export class SignUpDto {
  @ApiProperty({ example: 'ada@example.org' }) @IsEmail({}, { message: 'email must be an email address, like name@example.org' }) @MaxLength(254) email!: string;
  @ApiProperty({ example: 'Ada Lovelace', description: 'the name shown on pairings and standings' }) @IsString() @IsNotEmpty() @MaxLength(80) displayName!: string;
  @ApiProperty({ minLength: PASSWORD_MIN }) @IsString() @MinLength(PASSWORD_MIN, { message: `password must be at least ${PASSWORD_MIN} characters long` }) @MaxLength(PASSWORD_MAX) password!: string;
}

export class SignInDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(254) email!: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(PASSWORD_MAX) password!: string;
}

export class CreateAccessTokenDto {
  @ApiProperty({ example: 'results scanner', description: 'what the token is for, to recognise it in the list' }) @IsString() @IsNotEmpty() @MaxLength(80) name!: string;
}

export class InviteDto {
  @ApiProperty({ enum: ['judge', 'organizer'] }) @IsIn(['judge', 'organizer'], { message: 'role must be judge or organizer' }) role!: 'judge' | 'organizer';
}

export class EnterDto {
  @ApiProperty({ description: "the deck, in a form the tournament's game reads" }) @IsDeckShaped() deck!: unknown;
  @ApiPropertyOptional({ description: 'the name on pairings; the account\'s display name when absent' }) @IsOptional() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
}
