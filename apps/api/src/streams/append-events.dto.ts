import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsObject, IsOptional, Min, IsString, IsUUID, Matches, registerDecorator, ValidateNested,
} from 'class-validator';

const NAME = /^[A-Za-z][A-Za-z0-9._-]{0,99}$/;

function IsExpectedVersion(): PropertyDecorator {
  return (target, property) =>
    registerDecorator({
      name: 'isExpectedVersion',
      target: target.constructor,
      propertyName: String(property),
      validator: {
        validate: (v: unknown) => v === 'no_stream' || v === 'any' || (Number.isSafeInteger(v) && (v as number) >= 0),
        defaultMessage: () => 'expectedVersion must be a non-negative integer, "no_stream" or "any"',
      },
    });
}

export class NewEventDto {
  @ApiProperty({ example: 'NoteRecorded' })
  @IsString()
  @Matches(NAME, { message: 'type must be a name of letters, digits and . _ - (at most 100)' })
  type!: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject()
  data!: Record<string, unknown>;
}

export class AppendEventsDto {
  @ApiProperty({ example: 'note' })
  @IsString()
  @Matches(NAME, { message: 'streamType must be a name of letters, digits and . _ -' })
  streamType!: string;

  @ApiProperty({ oneOf: [{ type: 'integer', minimum: 0 }, { enum: ['no_stream', 'any'] }] })
  @IsExpectedVersion()
  expectedVersion!: number | 'no_stream' | 'any';

  @ApiProperty({ format: 'uuid', description: 'Retrying with the same id appends nothing' })
  @IsUUID()
  commandId!: string;

  @ApiProperty({ type: [NewEventDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => NewEventDto)
  events!: NewEventDto[];
}

export class ReadStreamQueryDto {
  @ApiProperty({ required: false, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'fromVersion must be an integer' })
  @Min(1)
  fromVersion?: number;
}
