import type { CardFileProblem } from '../game-module';

/** A card file's JSON, or the problem that says it is not JSON (where and why, in words). */
export function cardFileJson(text: string, file: string): { readonly json: unknown } | { readonly problem: CardFileProblem } {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: { where: file, message: `${file} is not valid JSON: ${(error as Error).message}` } };
  }
}
