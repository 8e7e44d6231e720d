import canonicalize from 'canonicalize';
import type { TournamentEvent } from '../domain/events';
import { replay } from '../domain/evolve';
import type { TournamentSettings } from '../domain/settings';
import type { TournamentState } from '../domain/state';
import { checkEvent } from './event-shapes';

export const EXPORT_FORMAT = 'arbiter.tournament';
export const EXPORT_VERSION = 1;

/** The exported tournament: its settings and its events, the event-sourced truth. */
export interface TournamentExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: typeof EXPORT_VERSION;
  readonly tournamentId: string;
  readonly settings: TournamentSettings;
  readonly events: readonly TournamentEvent[];
}

export interface ImportError {
  /** A JSONPath into the document, e.g. `$.events[12].data.round`. */
  readonly path: string;
  readonly message: string;
}

export type ImportResult =
  | { readonly ok: true; readonly document: TournamentExport; readonly state: TournamentState }
  | { readonly ok: false; readonly errors: readonly ImportError[] };

export function exportTournament(events: readonly TournamentEvent[]): TournamentExport {
  const created = events[0];
  if (!created || created.type !== 'TournamentCreated') throw new Error('A tournament history starts with TournamentCreated.');
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, tournamentId: created.data.tournamentId, settings: created.data.settings, events: [...events] };
}

/** Checks a parsed document; on success replays it. Every error names its JSON path. */
export function importTournament(doc: unknown): ImportResult {
  const errors: ImportError[] = [];
  const fail = (path: string, message: string): ImportResult => ({ ok: false, errors: [...errors, { path, message }] });
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return fail('$', 'must be a JSON object');
  const d = doc as Record<string, unknown>;
  if (d.format !== EXPORT_FORMAT) return fail('$.format', `must be "${EXPORT_FORMAT}"`);
  if (d.version !== EXPORT_VERSION) return fail('$.version', `must be ${EXPORT_VERSION} (this version reads version ${EXPORT_VERSION} only)`);
  if (typeof d.tournamentId !== 'string') return fail('$.tournamentId', 'must be a string');
  if (!Array.isArray(d.events)) return fail('$.events', 'must be an array');
  if (d.events.length === 0) return fail('$.events', 'must start with a TournamentCreated event');
  d.events.forEach((e, i) => errors.push(...checkEvent(e, `$.events[${i}]`)));
  if (errors.length > 0) return { ok: false, errors };
  const events = d.events as TournamentEvent[];
  const first = events[0];
  if (first.type !== 'TournamentCreated') return fail('$.events[0].type', 'must be "TournamentCreated"');
  if (canonicalize(first.data.settings) !== canonicalize(d.settings)) return fail('$.settings', 'must equal $.events[0].data.settings');
  if (first.data.tournamentId !== d.tournamentId) return fail('$.tournamentId', 'must equal $.events[0].data.tournamentId');
  const consistency = checkReferences(events);
  if (consistency) return { ok: false, errors: [consistency] };
  return { ok: true, document: d as unknown as TournamentExport, state: replay(events) };
}

/** Events must refer to players, rounds and tables that exist at that point of the history. */
function checkReferences(events: readonly TournamentEvent[]): ImportError | undefined {
  const players = new Set<string>();
  const tables: number[] = [];
  for (const [i, e] of events.entries()) {
    const at = `$.events[${i}].data`;
    if (i > 0 && e.type === 'TournamentCreated') return { path: `$.events[${i}].type`, message: 'a history has one TournamentCreated, first' };
    switch (e.type) {
      case 'PlayerRegistered':
        if (players.has(e.data.playerId)) return { path: `${at}.playerId`, message: `${e.data.playerId} is registered twice` };
        players.add(e.data.playerId);
        break;
      case 'PlayerCheckedIn': case 'PlayerDropped': case 'PlayerReinstated': case 'PenaltyIssued':
        if (!players.has(e.data.playerId)) return { path: `${at}.playerId`, message: `${e.data.playerId} is not registered` };
        break;
      case 'RoundStarted':
        if (e.data.round !== tables.length + 1) return { path: `${at}.round`, message: `expected round ${tables.length + 1}` };
        for (const [t, p] of e.data.pairings.entries()) {
          for (const [s, id] of p.players.entries()) if (!players.has(id)) return { path: `${at}.pairings[${t}].players[${s}]`, message: `${id} is not registered` };
        }
        tables.push(e.data.pairings.length);
        break;
      case 'ResultReported': case 'ResultConfirmed': case 'ResultDisputed': case 'ResultEntered': case 'RoundEnded': case 'AuditFlagged': case 'AttestedEffectRuled':
      case 'RoundTimerStarted': case 'RoundTimerPaused': case 'RoundTimerExtended': {
        const count = tables[e.data.round - 1];
        if (count === undefined) return { path: `${at}.round`, message: `round ${e.data.round} has not started` };
        if ('table' in e.data && (e.data.table < 1 || e.data.table > count)) return { path: `${at}.table`, message: `round ${e.data.round} has tables 1–${count}` };
        break;
      }
      case 'TopCutStarted':
        for (const [s, id] of e.data.seeds.entries()) if (!players.has(id)) return { path: `${at}.seeds[${s}]`, message: `${id} is not registered` };
        break;
      case 'TournamentCreated': case 'SettingsChanged': case 'TournamentCompleted': case 'DecklistsPublished':
        break;
      default: {
        const unknown: never = e;
        return { path: `$.events[${i}].type`, message: `unknown event ${(unknown as { type: string }).type}` };
      }
    }
  }
  return undefined;
}
