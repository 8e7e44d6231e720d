import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class RevealSeedDto {
  @ApiProperty({ description: 'the secret seed whose sha256 the player committed to' })
  @IsString()
  @Length(1, 512)
  seed!: string;
}
