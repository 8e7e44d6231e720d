/**
 * The engine bench for any registered game, through the kit alone: bots play `games` games with
 * `playBotMatch` (seeds from 1, digital play) in a worker thread, written with `toNdjson`; then the
 * verdict (`readMatchLog` + `auditMatchLog`, no final hash) and the match-log reader alone are
 * timed beside the `JSON.parse`-only pass of the same NDJSON, with the rounds, warm-up and paired
 * shares of the Chaotic passes (replay-rounds.ts).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { registeredGames } from '@arbiter/platform';
import { type AnyGameModule, auditMatchLog, type ParsedMatchLog, playBotMatch, readMatchLog, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import { parseOnly, percent, perSecond, type PassTimes, shareOfParse, timeRounds } from './replay-rounds';

export interface KitBench {
  /** The game's id in the registry. */
  readonly game: string;
  readonly format: string;
  readonly players: number;
  /** `samples`: the module's sample decks, seat by seat in order; `random`: a random legal deck per seat, drawn from the game's seed. */
  readonly decks: 'samples' | 'random';
  readonly games: number;
}

export interface KitBenchLogs {
  readonly files: string[];
  readonly actions: number;
  /** Games the bots did not finish within the module's action cap (their logs state no result). */
  readonly unfinished: number;
}

/** The game's module, as the platform registers it; undefined while it is not registered. */
export function benchModule(game: string): AnyGameModule | undefined {
  return registeredGames().find(game);
}

/** The bench's bot games, each as an NDJSON match log. */
export function kitBotLogs(module: AnyGameModule, bench: KitBench): KitBenchLogs {
  const samples = module.decks.samples(bench.format);
  if (bench.decks === 'samples' && samples.length === 0) throw new Error(`${module.id} has no sample decks in ${bench.format}`);
  const files: string[] = [];
  let actions = 0;
  let unfinished = 0;
  for (let seed = 1; seed <= bench.games; seed++) {
    const deckRng = new SeededRng(rngStateFromSeed(seed));
    const decks = Array.from({ length: bench.players }, (_, seat) =>
      bench.decks === 'samples' ? samples[seat % samples.length].deck : module.decks.random(bench.format, deckRng));
    const match = playBotMatch(module, { format: bench.format, decks, seed, mode: 'digital' });
    files.push(toNdjson(match.header, match.actions, match.trailer));
    actions += match.actions.length;
    if (match.outcome === null) unfinished++;
  }
  return { files, actions, unfinished };
}

/**
 * `kitBotLogs` in a worker thread, for the reason the Chaotic logs are played in one: the process
 * that times the replay holds code and object shapes that have seen logs read and replayed, not
 * bot games played, and the files arrive as flat strings.
 */
function kitBotLogsApart(bench: KitBench): Promise<KitBenchLogs> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'kit-bot-logs-worker.js'), { workerData: bench });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** A bench log read as the platform reads a log of a registered game; the reader must accept it. */
function readKitLog(module: AnyGameModule, actionTypes: readonly string[], text: string): ParsedMatchLog {
  const { log, errors } = readMatchLog(text, { game: module.id, actionTypes });
  if (!log || errors.length > 0) throw new Error(`${module.id} bench log unreadable: line ${errors[0]?.line}: ${errors[0]?.message}`);
  return log;
}

/** The verdict on every log, each of which must validate; returns the actions applied. */
function verdicts(module: AnyGameModule, actionTypes: readonly string[], files: readonly string[]): number {
  let actions = 0;
  for (const text of files) {
    const log = readKitLog(module, actionTypes, text);
    const report = auditMatchLog(module, log, { hashFinal: false });
    if (!report.valid) throw new Error(`${module.id} bench log ${log.header.matchId} does not validate: ${report.violations[0]?.code}: ${report.violations[0]?.message}`);
    actions += report.applied;
  }
  return actions;
}

function readOnly(module: AnyGameModule, actionTypes: readonly string[], files: readonly string[]): number {
  let actions = 0;
  for (const text of files) actions += readKitLog(module, actionTypes, text).actions.length;
  return actions;
}

/** Plays, then times, one game's bench and prints its lines; a game not registered is named and skipped. */
export async function runKitGameBench(bench: KitBench, aim: string): Promise<void> {
  const module = benchModule(bench.game);
  if (!module) {
    process.stdout.write(`${bench.game}: not registered, skipped\n`);
    return;
  }
  // The platform's reader takes the module's action types in the order it lists them (readRegisteredLog).
  const actionTypes = Object.keys(module.log.actionTypes);
  const generateStart = performance.now();
  const { files, actions: totalActions, unfinished } = await kitBotLogsApart(bench);
  const generateMs = performance.now() - generateStart;
  const bytes = files.reduce((n, f) => n + f.length, 0);
  const { parse, read, verdict } = timeRounds({
    parse: () => parseOnly(files),
    read: () => readOnly(module, actionTypes, files),
    verdict: () => verdicts(module, actionTypes, files),
  });
  const row = (label: string, pass: PassTimes, remark?: string) => {
    const head = `${label.padEnd(28)}${pass.ms.toFixed(0)} ms  ${perSecond(pass.count, pass.ms).toLocaleString('en')} actions/s`;
    if (remark === undefined) return head;
    const share = shareOfParse(pass, parse, totalActions);
    return `${head}  = ${percent(share.median)} of parse-only (rounds ${percent(share.low)}–${percent(share.high)})${remark}`;
  };
  const lines = [
    `${module.id} ${bench.format}, ${bench.players} players, ${bench.decks} decks: games: ${bench.games} (${unfinished} unfinished), actions: ${totalActions}, NDJSON: ${(bytes / 1e6).toFixed(1)} MB (bots played them in ${(generateMs / 1000).toFixed(1)} s)`,
    row('JSON.parse only:', { ...parse, count: totalActions }),
    row('reading only:', read, ''),
    row('parse + replay (verdict):', verdict, ` (aim: ${aim})`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
