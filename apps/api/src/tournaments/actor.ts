import { randomUUID } from 'node:crypto';
import type { CommandContext } from '@arbiter/tournament';
import type { Principal } from '../auth';

export type Actor = CommandContext['actor'];

/** Tokens carry a role (and a player id for players); the domain sees an actor id and a role. */
export function actorOf(principal: Principal): Actor {
  if (principal.role === 'player') return { id: principal.playerId ?? '', role: 'player' };
  return { id: principal.role, role: principal.role };
}

/**
 * The command id that makes an append idempotent: from the `Idempotency-Key` header when sent
 * (scoped to the tournament and the action, so the same key elsewhere is another command), else random.
 */
export function commandIdFrom(headers: Record<string, string | string[] | undefined>, scope: string): string {
  const raw = headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key ? `${scope}#${key}` : randomUUID();
}
