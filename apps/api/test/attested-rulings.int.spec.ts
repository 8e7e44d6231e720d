import type { GameAudit, JudgeQueue, Pairing } from '@arbiter/api-contract';
import { registeredGames } from '@arbiter/platform';
import { playBotMatch, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import { organizerAccessToken } from '../../../test/support/accounts';
import { call, eventually, Platform, startPlatform } from '../../../test/e2e/support/games-platform';

jest.setTimeout(180_000);

const chaotic = registeredGames().get('chaotic');

/**
 * Judges rule on the attested effects of an audited Masters game through the api, on the real
 * PostgreSQL: each ruling is a tournament event, the verdict counts them, and a rejection flags
 * the match for the judge queue and the export.
 */
describe('rulings on attested effects (api + worker, PostgreSQL)', () => {
  let platform: Platform;
  let tournamentId: string;
  let organizerToken: string;
  let judgeToken: string;
  let playerToken: string;
  let gameId: string;
  let attested: number[];
  let other: number;

  const post = async (path: string, body: unknown, token?: string): Promise<any> => {
    const res = await call(platform, 'POST', path, { body, token });
    if (res.status >= 300) throw new Error(`POST ${path} → ${res.status} ${res.text}`);
    return res.json;
  };
  const audit = async (): Promise<GameAudit> => (await call(platform, 'GET', `/api/games/${gameId}/audit`)).json;
  const rule = (seq: number | string, body: unknown, token = judgeToken) => call(platform, 'POST', `/api/games/${gameId}/attested/${seq}/ruling`, { body, token });

  beforeAll(async () => {
    platform = await startPlatform('attested-rulings');
    const rng = new SeededRng(rngStateFromSeed(3));
    ({ tournamentId, organizerToken } = await post('/api/tournaments', { name: 'Ruled Cup', game: 'chaotic', format: 'masters', structure: 'swiss', rounds: 1, bestOf: 1, seed: 5 }, await organizerAccessToken(platform.base)));
    const tokens = new Map<string, string>();
    const decks = new Map<string, unknown>();
    // Most Chaotic text is automated now, so the two decks are the seeded random decks holding
    // the most cards with attested text: with any two decks a game attests twice too seldom.
    const attestedCards = new Set(chaotic.coverage!.report().missing.map((c) => c.id));
    const attestedIn = (deck: unknown) => chaotic.decks.cardIds(deck).filter((id) => attestedCards.has(id)).length;
    const candidates = Array.from({ length: 40 }, () => chaotic.decks.random('masters', rng));
    const chosen = [...candidates].sort((a, b) => attestedIn(b) - attestedIn(a)).slice(0, 2);
    for (const [i, name] of ['Ada', 'Bo'].entries()) {
      const deck = chosen[i];
      const { playerId, token } = await post(`/api/tournaments/${tournamentId}/players`, { name, deck }, organizerToken);
      tokens.set(playerId, token);
      decks.set(playerId, deck);
    }
    ({ token: judgeToken } = await post(`/api/tournaments/${tournamentId}/tokens`, { role: 'judge' }, organizerToken));
    await post(`/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
    const [pairing] = await eventually(async () => {
      const res = await call(platform, 'GET', `/api/tournaments/${tournamentId}/rounds/1`);
      return res.status === 200 && res.json.status === 'open' ? (res.json.pairings as Pairing[]) : undefined;
    }, 30_000, 'round 1 pairings');
    const seats = pairing.players as [string, string];
    playerToken = tokens.get(seats[0])!;
    const seatDecks = seats.map((p) => chaotic.decks.fromCardIds(chaotic.decks.cardIds(decks.get(p))));
    // The first bot game that ends having attested at least two effects.
    const match = Array.from({ length: 60 }, (_, i) => i + 1)
      .map((seed) => playBotMatch(chaotic, { format: 'masters', decks: seatDecks, seed, players: seats, matchId: pairing.matchId }))
      .find((m) => m.outcome !== null && m.actions.filter((a) => a.type === 'attest').length >= 2);
    expect(match).toBeDefined();
    attested = match!.actions.filter((a) => a.type === 'attest').map((a) => a.seq);
    other = match!.actions.find((a) => a.type !== 'attest')!.seq;
    const res = await call(platform, 'POST', `/api/tournaments/${tournamentId}/matches/${pairing.matchId}/logs`, { token: playerToken, raw: toNdjson(match!.header, match!.actions, match!.trailer) });
    expect(res.status).toBe(202);
    gameId = res.json.gameId;
    await eventually(async () => ((await call(platform, 'GET', `/api/games/${gameId}/audit`)).status === 200 ? true : undefined), 90_000, 'the audit');
  });
  afterAll(async () => platform?.stop());

  it('reads "valid with N effects awaiting a judge" before any ruling, each effect without one', async () => {
    const report = await audit();
    expect(report.verdict).toBe('valid');
    expect(report.attestedEffects.map((e) => e.seq)).toEqual(attested);
    expect(report.attestedEffects.every((e) => e.ruling === undefined)).toBe(true);
    expect(report.judged).toEqual({ verdict: 'awaiting-judge', awaiting: attested.length, rejected: 0, text: `valid with ${attested.length} effects awaiting a judge` });
  });

  it('refuses players, unknown games, actions that are not attested effects and malformed rulings, in words', async () => {
    expect((await rule(attested[0], { ruling: 'accept' }, playerToken)).status).toBe(403);
    const unknown = await call(platform, 'POST', '/api/games/00000000-0000-4000-8000-000000000000/attested/1/ruling', { body: { ruling: 'accept' }, token: judgeToken });
    expect([unknown.status, unknown.json.code, unknown.json.detail]).toEqual([404, 'games/game-unknown', 'No game "00000000-0000-4000-8000-000000000000".']);
    const notAttested = await rule(other, { ruling: 'accept' });
    expect([notAttested.status, notAttested.json.code]).toEqual([422, 'games/not-attested']);
    expect(notAttested.json.detail).toBe(`Action ${other} of this game is not an attested effect: its attested effects are at actions ${attested.join(', ')}.`);
    const badSeq = await rule('first', { ruling: 'accept' });
    expect([badSeq.status, badSeq.json.code]).toEqual([422, 'games/seq-invalid']);
    const badRuling = await rule(attested[0], { ruling: 'maybe' });
    expect(badRuling.status).toBe(400);
    expect(badRuling.text).toContain('ruling must be \\"accept\\" or \\"reject\\"');
  });

  it('records an acceptance as an event; the same ruling again is refused; a rejection overrides it and flags the match', async () => {
    const accepted = await rule(attested[0], { ruling: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ gameId, seq: attested[0], ruling: { ruling: 'accepted', by: 'judge' }, judged: { verdict: 'awaiting-judge', awaiting: attested.length - 1 } });
    const again = await rule(attested[0], { ruling: 'accept' }, organizerToken);
    expect([again.status, again.json.code]).toEqual([409, 'tournament/attested-already-ruled']);
    expect(again.json.detail).toMatch(new RegExp(`^The attested effect at action ${attested[0]} of game ${gameId} was already accepted by judge at .+; a later ruling may only change it\\.$`));

    const rejected = await rule(attested[0], { ruling: 'reject', note: 'the text deals 10, not 20' }, organizerToken);
    expect(rejected.json).toMatchObject({ ruling: { ruling: 'rejected', by: 'organizer', rule: '8.5.2', note: 'the text deals 10, not 20' }, overrides: 'accepted', judged: { verdict: 'invalid', text: 'invalid' } });
    const report = await audit();
    expect(report.judged.text).toBe('invalid');
    expect(report.attestedEffects.find((e) => e.seq === attested[0])!.ruling).toMatchObject({ ruling: 'rejected', rule: '8.5.2' });

    const stream = await platform.store.readStream(`tournament-${tournamentId}`);
    expect(stream.filter((e) => e.type === 'AttestedEffectRuled').map((e) => (e.data as { ruling: string }).ruling)).toEqual(['accepted', 'rejected']);
    const queue: JudgeQueue = (await call(platform, 'GET', `/api/tournaments/${tournamentId}/judge-queue`, { token: judgeToken })).json;
    expect(queue.open).toEqual([expect.objectContaining({ kind: 'audit-flag', gameId, reason: 'attested-rejected', findings: [{ code: 'judge/attested-effect-rejected', rule: '8.5.2', seq: attested[0] }] })]);
    const exported = (await call(platform, 'GET', `/api/tournaments/${tournamentId}/export`, { token: organizerToken })).json;
    expect(exported.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['AttestedEffectRuled', 'AuditFlagged']));
  });

  it('reads "valid" once every effect is accepted', async () => {
    for (const seq of attested) expect((await rule(seq, { ruling: 'accept' })).status).toBe(200);
    expect((await audit()).judged).toEqual({ verdict: 'valid', awaiting: 0, rejected: 0, text: 'valid' });
  });
});
