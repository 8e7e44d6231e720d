import { EventStoreError } from '@arbiter/event-store';

/**
 * A refusal of the games api with its stable code. It extends the typed error the single
 * exception filter already maps with every detail kept (a rule, a seq, the expected seq),
 * so a refusal reaches the client as problem details carrying those members.
 */
export class GamesProblem extends EventStoreError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, { message, ...details });
  }
}

export const notFound = (code: string, message: string) => new GamesProblem(404, code, message);
export const forbidden = (code: string, message: string) => new GamesProblem(403, code, message);
export const conflict = (code: string, message: string, details: Record<string, unknown> = {}) => new GamesProblem(409, code, message, details);
export const unprocessable = (code: string, message: string, details: Record<string, unknown> = {}) => new GamesProblem(422, code, message, details);
