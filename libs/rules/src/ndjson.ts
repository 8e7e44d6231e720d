/** A line of an NDJSON file that is not a JSON object; `line` counts from 1. */
export interface NdjsonLineError {
  readonly line: number;
  readonly message: string;
}

/**
 * Splits NDJSON text into parsed objects, skipping blank lines. Every malformed line is
 * reported with its line number rather than stopping at the first.
 */
export function parseNdjson(text: string): { records: { line: number; value: Record<string, unknown> }[]; errors: NdjsonLineError[] } {
  const records: { line: number; value: Record<string, unknown> }[] = [];
  const errors: NdjsonLineError[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.length === 0) continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        errors.push({ line: i + 1, message: 'expected a JSON object' });
      } else {
        records.push({ line: i + 1, value: value as Record<string, unknown> });
      }
    } catch (error) {
      if (raw.trim() === '') continue;
      errors.push({ line: i + 1, message: `not valid JSON (${(error as Error).message})` });
    }
  }
  return { records, errors };
}
