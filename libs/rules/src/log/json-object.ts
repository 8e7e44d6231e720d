/** Whether a parsed JSON value is an object: every line of a match log holds one (not null, not a list). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The JSON object one line (or one payload) holds, or the reason it does not hold one. */
export function parseObject(raw: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(raw);
    return isJsonObject(value) ? value : 'expected a JSON object';
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
}
