/**
 * The match logs the engine benches replay, and the baseline they are measured against: bot games
 * with the two starter decks (digital play, seeds from 1), written as NDJSON.
 */
import { CardSet, EngineFormat, loadStarterDecks, ParsedMatchLog, parseMatchLog, playBotMatch, toNdjson } from '@arbiter/chaotic';

export interface BenchLogs {
  readonly files: string[];
  readonly actions: number;
}

/** `games` bot games of `format`, each as an NDJSON match log. */
export function botLogs(cards: CardSet, format: EngineFormat, games: number): BenchLogs {
  const starters = loadStarterDecks(cards);
  const files: string[] = [];
  let actions = 0;
  for (let seed = 1; seed <= games; seed++) {
    const match = playBotMatch({ cards, decks: [starters.OverWorld, starters.UnderWorld], seed, format });
    files.push(toNdjson(match.header, match.actions, match.trailer));
    actions += match.actions.length;
  }
  return { files, actions };
}

/** The baseline: every line of every file through `JSON.parse`; returns the lines read. */
export function parseOnly(files: readonly string[]): number {
  let records = 0;
  for (const text of files) {
    for (const line of text.split('\n')) {
      if (line.length === 0) continue;
      JSON.parse(line);
      records++;
    }
  }
  return records;
}

/** A bench log read with the match-log reader, which must accept it. */
export function readLog(text: string): ParsedMatchLog {
  const { log, errors } = parseMatchLog(text);
  if (!log || errors.length > 0) throw new Error(`bench log unreadable: ${errors[0]?.message}`);
  return log;
}
