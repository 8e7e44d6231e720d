import type { DecklistConformity, ResultConsistency } from '@arbiter/api-contract';
import { GameOutcome, MatchLogHeader, ReportedResultRecord } from '@arbiter/rules';
import { MatchContext } from '@arbiter/platform';

/** The log's players must be the match's, and each deck the registered one (as the game compares decks). */
export function checkDecklists(header: MatchLogHeader, match: MatchContext | null): DecklistConformity {
  if (!match) return { ok: false, players: [], message: 'the match this log was submitted for was not found in the tournament' };
  const logged = new Set(header.players.map((p) => p.id));
  const players = match.players.map((playerId) => ({
    playerId,
    inLog: logged.has(playerId),
    // The game says when two decks hold the same cards (a paper game may reorder them).
    matchesRegistration: header.decks?.[playerId] !== undefined && match.decks[playerId] !== undefined && match.module.decks.sameCards(header.decks[playerId], match.decks[playerId]),
  }));
  const strangers = [...logged].filter((id) => !match.players.includes(id));
  const ok = strangers.length === 0 && players.every((p) => p.inLog && p.matchesRegistration);
  const problems = [
    ...strangers.map((id) => `${id} does not play this match`),
    ...players.filter((p) => !p.inLog).map((p) => `${p.playerId} is missing from the log`),
    ...players.filter((p) => p.inLog && !p.matchesRegistration).map((p) => `${p.playerId}'s deck is not the registered one`),
  ];
  return { ok, players, message: ok ? (match.players.length === 2 ? 'both decks are the registered ones' : 'every deck is the registered one') : problems.join('; ') };
}

/**
 * This game against the tournament's result of its match: in a best-of-one the scores must be
 * the game's; in a longer match the game's winner must be credited with at least one game. A
 * pod plays one game, and its result must give every player the victory points the game did.
 */
export function checkResult(derived: GameOutcome | null, logged: ReportedResultRecord | null, match: MatchContext | null, loggedMismatch: boolean): ResultConsistency {
  const result = match?.match.result;
  const tournament: ResultConsistency['tournament'] = !match || !result
    ? null
    : result.kind === 'games'
      ? { status: match.match.status, wins: Object.fromEntries(match.players.map((p, i) => [p, result.wins[i] ?? 0])), draws: result.draws }
      : { status: match.match.status, points: Object.fromEntries(match.players.map((p, i) => [p, result.points[i] ?? 0])) };
  const base = { derived, logged, tournament };
  if (loggedMismatch) return { ...base, consistent: false, message: 'the result the log states is not the one its actions give' };
  if (!derived) return { ...base, consistent: null, message: 'the actions do not finish the game' };
  if (!tournament || !match) return { ...base, consistent: null, message: 'the match has no result in the tournament yet' };
  if ('points' in tournament) {
    // A pod's game ended on time has no points of its own: the organizer enters them, nothing to compare.
    if (!derived.scores) return { ...base, consistent: null, message: 'the game gives no victory points (time was called before it ended); the pod\'s result is the organizer\'s' };
    const { points } = tournament;
    const differ = match.players.filter((p) => (derived.scores?.[p] ?? 0) !== points[p]);
    return differ.length === 0
      ? { ...base, consistent: true, message: 'the tournament result agrees with this game' }
      : { ...base, consistent: false, message: `the tournament result contradicts the victory points of this game (${differ.map((p) => `${p}: ${points[p]} in the result, ${derived.scores?.[p] ?? 0} in the game`).join('; ')})` };
  }
  const ok = match.bestOf === 1
    ? (derived.draw ? tournament.draws === 1 : tournament.wins[derived.winners[0]] === 1 && tournament.draws === 0)
    : (derived.draw ? tournament.draws >= 1 : (tournament.wins[derived.winners[0]] ?? 0) >= 1);
  // A game ended on time counts as drawn unless the players agreed otherwise (a concession at time): nothing to flag.
  if (!ok && derived.reason === 'time-called') {
    return { ...base, consistent: null, message: 'time was called before the game ended; the match result does not count it as a drawn game (a concession, or a result the players agreed)' };
  }
  return { ...base, consistent: ok, message: ok ? 'the tournament result agrees with this game' : 'the tournament result contradicts the outcome of this game' };
}
