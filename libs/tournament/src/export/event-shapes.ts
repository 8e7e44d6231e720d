import type { ImportError } from './export-format';
import type { TournamentEventType } from '../domain/events';

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

/** Required fields of each event's data, checked when a document is imported. */
const SHAPES: Readonly<Record<TournamentEventType, Readonly<Record<string, Kind>>>> = {
  TournamentCreated: { tournamentId: 'string', settings: 'object', organizerId: 'string', createdAt: 'string' },
  SettingsChanged: {},
  PlayerRegistered: { playerId: 'string', name: 'string', deck: 'object', missedRounds: 'array', missedRoundsAs: 'string' },
  PlayerCheckedIn: { playerId: 'string' },
  PlayerDropped: { playerId: 'string', afterRound: 'number', reason: 'string' },
  PlayerReinstated: { playerId: 'string', missedRounds: 'array' },
  RoundStarted: { round: 'number', phase: 'string', pairings: 'array' },
  ResultReported: { round: 'number', table: 'number', result: 'object', reportedBy: 'string' },
  ResultConfirmed: { round: 'number', table: 'number', confirmedBy: 'string' },
  ResultDisputed: { round: 'number', table: 'number', disputedBy: 'string', reason: 'string' },
  ResultEntered: { round: 'number', table: 'number', result: 'object', enteredBy: 'string', correction: 'boolean' },
  PenaltyIssued: { playerId: 'string', penalty: 'string', round: 'number', reason: 'string', issuedBy: 'string' },
  RoundEnded: { round: 'number' },
  TopCutStarted: { size: 'number', seeds: 'array' },
  TournamentCompleted: { completedAt: 'string' },
  AuditFlagged: { round: 'number', table: 'number', gameId: 'string', reason: 'string', findings: 'array', message: 'string' },
  DecklistsPublished: { publishedAt: 'string', publishedBy: 'string' },
  RoundTimerStarted: { round: 'number', at: 'string', durationSeconds: 'number' },
  RoundTimerPaused: { round: 'number', at: 'string', remainingSeconds: 'number' },
  RoundTimerExtended: { round: 'number', seconds: 'number' },
  AttestedEffectRuled: { round: 'number', table: 'number', gameId: 'string', seq: 'number', ruling: 'string', ruledBy: 'string', at: 'string' },
};

const kindOf = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

export function checkEvent(value: unknown, path: string): ImportError[] {
  if (kindOf(value) !== 'object') return [{ path, message: 'must be an object { type, data }' }];
  const e = value as { type?: unknown; data?: unknown };
  if (typeof e.type !== 'string' || !(e.type in SHAPES)) {
    return [{ path: `${path}.type`, message: `must be one of ${Object.keys(SHAPES).join(', ')}` }];
  }
  if (kindOf(e.data) !== 'object') return [{ path: `${path}.data`, message: 'must be an object' }];
  const data = e.data as Record<string, unknown>;
  const errors: ImportError[] = [];
  for (const [field, kind] of Object.entries(SHAPES[e.type as TournamentEventType])) {
    if (kindOf(data[field]) !== kind) errors.push({ path: `${path}.data.${field}`, message: `must be ${kind === 'array' ? 'an' : 'a'} ${kind}` });
  }
  if (e.type === 'RoundStarted' && Array.isArray(data.pairings)) {
    data.pairings.forEach((p, t) => {
      const ok = kindOf(p) === 'object' && typeof (p as { table?: unknown }).table === 'number' && Array.isArray((p as { players?: unknown }).players)
        && (p as { players: unknown[] }).players.every((id) => typeof id === 'string');
      if (!ok) errors.push({ path: `${path}.data.pairings[${t}]`, message: 'must be { table: number, players: string[] }' });
    });
  }
  return errors;
}
