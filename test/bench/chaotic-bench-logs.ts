/**
 * The match logs the engine benches replay, and the baseline they are measured against: bot games
 * with the two starter decks (digital play, seeds from 1), written as NDJSON.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
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

/**
 * `botLogs` played in a worker thread (its own V8 isolate). The process that times the replay
 * then holds what an audit worker holds: its compiled code and object shapes have seen logs read
 * and replayed, not bot games played (playing them in the same isolate slowed the Masters audits
 * by 6–23% in our runs), and the files arrive as flat strings, as a file read from disk does.
 */
export function botLogsApart(format: EngineFormat, games: number): Promise<BenchLogs> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'bot-logs-worker.js'), { workerData: { format, games } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** A bench log read with the match-log reader, which must accept it. */
export function readLog(text: string): ParsedMatchLog {
  const { log, errors } = parseMatchLog(text);
  if (!log || errors.length > 0) throw new Error(`bench log unreadable: ${errors[0]?.message}`);
  return log;
}
