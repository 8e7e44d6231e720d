import { isJsonObject } from './json-object';

/**
 * A value that ends one object and starts the next on the same line: `}`, a comma, `{`, with
 * JSON whitespace between (no newline can be inside a line).
 */
const TWO_OBJECTS_ON_A_LINE = /\}[ \t\r]*,[ \t\r]*\{/;

/**
 * The JSON objects of the lines of `text` from offset `from` to its end, read with one
 * `JSON.parse` of the lines joined into an array (audit speed: one call per log instead of one
 * per line), or null when that read could pair a value with the wrong line. The caller then
 * reads line by line, which also names the line of any error.
 *
 * Why a non-null result gives line k its own value: the joined text has one comma where each
 * line ended. If every value is an object, two neighbouring values are separated by `}`, a
 * comma and `{`. When no line holds that sequence, every separating comma is one of the joining
 * commas, so no line holds parts of two values and each value covers whole lines; as many
 * values as lines then means one line each. A blank line joins as `,,` and fails to parse.
 * A line that really holds `},{` (inside a string, say) is read line by line: correct, slower.
 */
export function objectsOfLines(text: string, from: number): Record<string, unknown>[] | null {
  let end = text.length;
  while (end > from && isSpace(text.charCodeAt(end - 1))) end--;
  if (end <= from) return null;
  const body = text.slice(from, end);
  if (TWO_OBJECTS_ON_A_LINE.test(body)) return null;
  let values: unknown;
  try {
    values = JSON.parse(`[${body.replaceAll('\n', ',')}]`);
  } catch {
    return null;
  }
  const list = values as unknown[];
  if (list.length !== countLines(body)) return null;
  for (const value of list) if (!isJsonObject(value)) return null;
  return list as Record<string, unknown>[];
}

/** JSON whitespace, the characters a trailing blank line may hold. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function countLines(body: string): number {
  let lines = 1;
  for (let at = body.indexOf('\n'); at >= 0; at = body.indexOf('\n', at + 1)) lines++;
  return lines;
}
