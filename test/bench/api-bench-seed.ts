import { allCardIds, loadChaoticCards, loadStarterDecks } from '@arbiter/chaotic';
import { PostgresEventStore } from '@arbiter/event-store';
import { CommandContext, decide, isRejection, replay, TournamentCommand, TournamentEvent } from '@arbiter/tournament';

export interface SeededRound {
  tournamentId: string;
  players: string[];
  /** Round 1's tables: table t seats players[2t] and players[2t + 1] (match id `1-<t+1>`). */
  tables: number;
}

/**
 * A running tournament of 2 × `tables` players with round 1 paired 1–2, 3–4, …, written
 * through the tournament library into its stream exactly as the endpoints store it (the
 * bench measures what comes after registration, not registration itself).
 */
export async function seedRound(store: PostgresEventStore, tournamentId: string, tables: number, format: string): Promise<SeededRound> {
  const starters = loadStarterDecks(loadChaoticCards());
  const players = Array.from({ length: tables * 2 }, (_, i) => `p${i + 1}`);
  const context: CommandContext = { actor: { id: 'org', role: 'organizer' }, now: '2026-11-21T10:00:00Z' };
  const commands: TournamentCommand[] = [
    { type: 'CreateTournament', data: { tournamentId, settings: { name: `Bench ${tournamentId}`, game: 'chaotic', format, structure: { kind: 'swiss', rounds: 1, topCut: 0 }, bestOf: 1, tiebreakers: 'mtg', seed: 1, requireCheckIn: false } } },
    ...players.map((p, i): TournamentCommand => ({ type: 'RegisterPlayer', data: { playerId: p, name: p, deck: { cards: allCardIds(i % 2 ? starters.UnderWorld : starters.OverWorld) } } })),
    { type: 'StartRound', data: { round: 1, pairings: Array.from({ length: tables }, (_, t) => ({ table: t + 1, players: [players[2 * t], players[2 * t + 1]] })) } },
  ];
  const events: TournamentEvent[] = [];
  for (const [i, command] of commands.entries()) {
    const decision = decide(replay(events), command, context, { deckChecker: () => [] });
    if (isRejection(decision)) throw new Error(`${decision.code}: ${decision.message}`);
    await store.appendToStream(`tournament-${tournamentId}`, decision.map((e) => ({ type: e.type, data: e.data as object, metadata: { commandId: `${tournamentId}-seed-${i}`, now: context.now } })), {
      expectedVersion: events.length === 0 ? 'no_stream' : events.length, streamType: 'tournament',
    });
    events.push(...decision);
  }
  return { tournamentId, players, tables };
}
