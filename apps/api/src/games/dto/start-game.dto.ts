import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

export class StartGameDto {
  @ApiProperty({ enum: ['digital', 'paper'], description: 'digital: the engine shuffles from committed seeds; paper: draws are declared' })
  @IsIn(['digital', 'paper'])
  mode!: 'digital' | 'paper';

  @ApiPropertyOptional({ description: 'digital play: sha256 (hex) of each player\'s secret seed, by player id', example: { alice: '98f2…', bob: '92ff…' } })
  @IsOptional()
  @IsObject()
  seedCommitments?: Record<string, string>;

  @ApiPropertyOptional({ description: 'paper play: the player who won the starting-player determination (as the game\'s rules decide it)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  startingPlayer?: string;
}
