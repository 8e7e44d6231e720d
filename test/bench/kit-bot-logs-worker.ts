/** Plays a kit bench's bot games in a worker thread and posts their logs back (kit-game-bench.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { benchModule, type KitBench, kitBotLogs } from './kit-game-bench';

const bench = workerData as KitBench;
const registered = benchModule(bench.game);
if (!registered) throw new Error(`${bench.game} is not registered`);
parentPort!.postMessage(kitBotLogs(registered, bench));
