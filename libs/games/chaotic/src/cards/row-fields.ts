/** Field readers for one raw card row: each returns the value or records why not. */
export class RowReader {
  readonly problems: { field: string; reason: string }[] = [];

  constructor(readonly raw: Record<string, unknown>) {}

  fail(field: string, reason: string): void {
    this.problems.push({ field, reason });
  }

  string(field: string, opts: { required?: boolean; nonEmpty?: boolean } = {}): string | undefined {
    const v = this.raw[field];
    if (v === undefined || v === null) {
      if (opts.required) this.fail(field, `${field} is required`);
      return undefined;
    }
    if (typeof v !== 'string') return this.fail(field, `${field} must be a string`), undefined;
    if (opts.nonEmpty && v.trim() === '') return this.fail(field, `${field} must not be empty`), undefined;
    return v;
  }

  boolean(field: string): boolean {
    const v = this.raw[field];
    if (v === undefined || v === null) return false;
    if (typeof v !== 'boolean') return this.fail(field, `${field} must be true or false`), false;
    return v;
  }

  /** An integer in [min, max]; `null` is returned as null when `allowNull`. */
  int(field: string, min: number, max: number, allowNull = false): number | null | undefined {
    const v = this.raw[field];
    if (v === null && allowNull) return null;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      this.fail(field, `${field} must be a number ${min}–${max}`);
      return undefined;
    }
    return v;
  }

  stringList(field: string): string[] {
    const v = this.raw[field];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
      this.fail(field, `${field} must be a list of strings`);
      return [];
    }
    return v as string[];
  }
}
