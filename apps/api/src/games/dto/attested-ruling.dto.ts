import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';

export class AttestedRulingDto {
  @ApiProperty({ enum: ['accept', 'reject'], description: 'whether the stated outcome is what the card\'s text did' })
  @IsIn(['accept', 'reject'], { message: 'ruling must be "accept" or "reject"' })
  ruling!: 'accept' | 'reject';

  @ApiPropertyOptional({ description: 'the rule key a rejection cites (default: the game\'s rule for attested text, Chaotic 8.5.2)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9:./_-]{1,40}$/, { message: 'rule must be a rule key such as 8.5.2' })
  rule?: string;

  @ApiPropertyOptional({ description: 'why, in words' })
  @IsOptional()
  @IsString()
  @Length(0, 500)
  note?: string;
}
