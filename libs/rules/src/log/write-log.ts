import type { ActionEnvelope } from '../envelope';
import type { MatchLogHeader } from './header';
import type { TrailerRecord } from './trailer';

/** One JSON object per line: the header, the actions in seq order, then trailer records. */
export function toNdjson(header: MatchLogHeader, actions: readonly ActionEnvelope[], trailer: readonly TrailerRecord[] = []): string {
  const lines = [JSON.stringify(header)];
  for (const action of actions) lines.push(JSON.stringify(action));
  for (const record of trailer) lines.push(JSON.stringify(record));
  return lines.join('\n') + '\n';
}
