/** Plays the bench's bot games in a worker thread and posts their logs back (`botLogsApart`, chaotic-bench-logs.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { EngineFormat, loadChaoticCards } from '@arbiter/chaotic';
import { botLogs } from './chaotic-bench-logs';

const { format, games } = workerData as { format: EngineFormat; games: number };
parentPort!.postMessage(botLogs(loadChaoticCards(), format, games));
