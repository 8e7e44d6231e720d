import type { StoredEvent } from '@arbiter/event-store';
import type { ActionEnvelope } from '@arbiter/rules';
import { asGameEvent, GameEndedData, GameStartedData, LogUploadedData } from './game-stream';

/** A game's stream folded: a live game (header, actions, end) or an uploaded log. */
export interface GameRecord {
  gameId: string;
  started?: GameStartedData;
  upload?: LogUploadedData;
  actions: ActionEnvelope[];
  /** Live games: the canonical state hash after each action, as recorded. */
  hashes: string[];
  ended?: GameEndedData;
  /** Stream version this record was read at. */
  version: number;
}

export const refOf = (g: GameRecord) => (g.started ?? g.upload)!;

/** Folds game events onto a record (used for a first read and for the events after a cached version). */
export function foldGame(record: GameRecord, events: readonly StoredEvent[]): GameRecord {
  for (const stored of events) {
    const event = asGameEvent(stored);
    switch (event.type) {
      case 'GameStarted': record.started = event.data; break;
      case 'LogUploaded': record.upload = event.data; break;
      case 'ActionRecorded': record.actions.push(event.data.action); record.hashes.push(event.data.stateHash); break;
      case 'GameEnded': record.ended = event.data; break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown game event ${(unknown as { type: string }).type}`);
      }
    }
    record.version = stored.streamPosition;
  }
  return record;
}
