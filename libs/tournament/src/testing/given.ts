import type { DeckViolation } from '@arbiter/rules';
import type { CommandContext, Deck, Role, TournamentCommand } from '../domain/commands';
import { decide } from '../domain/decide';
import type { DeckChecker } from '../domain/deck-checker';
import type { TournamentEvent } from '../domain/events';
import type { RejectionCode } from '../domain/rejection';
import { replay } from '../domain/evolve';
import type { TournamentSettings } from '../domain/settings';

/** A fake deck checker: a deck containing the card `banned` is illegal. */
export const fakeDeckChecker: DeckChecker = (_game, format, deck: Deck): DeckViolation[] =>
  deck.cards.includes('banned') ? [{ code: 'test/banned-card', rule: `format:${format}`, message: 'banned is not allowed', card: 'banned' }] : [];

export const as = (id: string, role: Role, now = '2026-01-01T10:00:00Z'): CommandContext => ({ actor: { id, role }, now });
export const organizer = as('org', 'organizer');
export const judge = as('judge-1', 'judge');

/** given(events).when(command, context).then(events) / .thenRejects(code), after Emmett's specification helper. */
export function given(events: readonly TournamentEvent[]) {
  return {
    when(command: TournamentCommand, context: CommandContext = organizer) {
      const decision = decide(replay(events), command, context, { deckChecker: fakeDeckChecker });
      return {
        decision,
        then(expected: readonly TournamentEvent[]): void {
          if ('code' in decision) throw new Error(`expected events, got rejection ${decision.code}: ${decision.message}`);
          expect(decision).toEqual(expected);
        },
        thenRejects(code: RejectionCode): void {
          if (!('code' in decision)) throw new Error(`expected rejection ${code}, got events ${JSON.stringify(decision)}`);
          expect(decision.code).toBe(code);
        },
      };
    },
  };
}

export const settings = (over: Partial<TournamentSettings> = {}): TournamentSettings => ({
  name: 'Test Open', game: 'chaotic', format: 'standard', structure: { kind: 'swiss' }, bestOf: 3,
  tiebreakers: 'mtg', seed: 7, requireCheckIn: false, ...over,
});

export const created = (over: Partial<TournamentSettings> = {}): TournamentEvent => ({
  type: 'TournamentCreated', data: { tournamentId: 't1', settings: settings(over), organizerId: 'org', createdAt: '2026-01-01T10:00:00Z' },
});

export const registered = (playerId: string, missedRounds: number[] = [], missedRoundsAs: 'loss' | 'not-played' = 'loss'): TournamentEvent => ({
  type: 'PlayerRegistered', data: { playerId, name: playerId.toUpperCase(), deck: { cards: ['a', 'b'] }, missedRounds, missedRoundsAs },
});

export const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);

/** Folds commands through decide, failing loudly on a rejection; returns the full history. */
export function run(events: TournamentEvent[], steps: readonly [TournamentCommand, CommandContext?][]): TournamentEvent[] {
  const history = events.slice();
  let state = replay(history);
  for (const [command, context] of steps) {
    const d = decide(state, command, context ?? organizer, { deckChecker: fakeDeckChecker });
    if ('code' in d) throw new Error(`${command.type} rejected: ${d.code} ${d.message}`);
    history.push(...d);
    state = replay(d, state);
  }
  return history;
}
