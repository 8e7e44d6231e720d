import type { NewEvent } from '@arbiter/event-store';
import type { CommandContext, TournamentEvent } from '@arbiter/tournament';

/** Domain events as store events: who acted and when travel in the metadata. */
export function toNewEvents(events: readonly TournamentEvent[], commandId: string, context: CommandContext): NewEvent[] {
  return events.map((e) => ({
    type: e.type,
    data: e.data as object,
    metadata: { commandId, actor: `${context.actor.role}:${context.actor.id}`, now: context.now },
  }));
}
