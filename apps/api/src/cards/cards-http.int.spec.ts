import { registeredGames } from '@arbiter/platform';
import { Platform, startPlatform } from '../../../../test/support/platform';

jest.setTimeout(120_000);

describe('GET /api/cards/chaotic over HTTP', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform('cards-http');
  });
  afterAll(async () => platform?.stop());

  const get = async (query: string) => {
    const res = await fetch(`${platform.base}/api/cards/chaotic${query}`);
    return { status: res.status, body: (await res.json()) as any };
  };

  it('names the cards asked for, in that order, with the ids no card has apart; no token needed', async () => {
    const res = await get('?ids=DOP-181, DOP-1,NOPE-1,DOP-181');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      cards: [
        { id: 'DOP-181', name: expect.any(String), type: 'Mugic', set: 'DOP' },
        { id: 'DOP-1', name: expect.any(String), type: expect.any(String), set: 'DOP' },
      ],
      unknown: ['NOPE-1'],
    });
  });

  it('is documented in the OpenAPI document with its ids parameter', async () => {
    const doc = (await (await fetch(`${platform.base}/docs-json`)).json()) as { paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };
    expect(doc.paths['/api/cards/{game}']?.get?.parameters).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'game', in: 'path' }), expect.objectContaining({ name: 'ids', in: 'query' }),
    ]));
  });

  it('answers a game the platform does not register with 404 problem details naming the games', async () => {
    const res = await fetch(`${platform.base}/api/cards/netrunner?ids=N-1`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ code: 'cards/game-unknown', games: registeredGames().ids(), detail: expect.stringContaining(`the registered games are ${registeredGames().ids().join(', ')}`) });
  });

  it('answers a missing, empty, malformed or too long list with 400 problem details naming ids', async () => {
    for (const query of ['', '?ids=', '?ids=DOP-1,,DOP-2', '?ids=DOP-1,<script>', `?ids=${Array.from({ length: 201 }, (_, i) => `DOP-${i + 1}`).join(',')}`]) {
      const res = await get(query);
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'request/validation' });
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['ids']);
    }
    const malformed = await get('?ids=DOP-1,<script>');
    expect(malformed.body.errors[0].errors).toEqual(['ids must hold card ids such as DOP-181 ("<script>" is not one)']);
  });
});
