/** A line of an NDJSON file that could not be read; `line` counts from 1. */
export interface NdjsonLineError {
  readonly line: number;
  readonly message: string;
}
