import { BadRequestException, ValidationError } from '@nestjs/common';

export interface FieldError {
  field: string;
  errors: string[];
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? (/^\d+$/.test(e.property) ? `${parent}[${e.property}]` : `${parent}.${e.property}`) : e.property;
    const own = e.constraints ? [{ field, errors: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** What the global ValidationPipe throws: every failing field with what is wrong with it. */
export class RequestValidationException extends BadRequestException {
  readonly fields: FieldError[];
  constructor(errors: ValidationError[]) {
    const fields = flatten(errors);
    super(fields.map((f) => `${f.field}: ${f.errors.join('; ')}`).join(' | '));
    this.fields = fields;
  }
}
