import fc from 'fast-check';
import { call, Platform, seedTournament, SeededTournament, startPlatform } from '../../../test/e2e/support/games-platform';

jest.setTimeout(180_000);

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  produces?: string[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const SEED = 20261205;
const HUGE = 'x'.repeat(20_000);

/** Ids no route knows: empty-ish, spaced, encoded, control characters, other scripts, long. */
const JUNK_IDS = ['0', '-1', '..', 'has space', '%00', '\u00e9\u0000', 'a'.repeat(99), '🂡', '1-1-1', '99999999999999999999999'];

/** Values of the wrong type for a property of `type` (and some of every type). */
function wrongValues(schema: Schema): unknown[] {
  const all: unknown[] = [null, true, -1, 1.5, 1e308, '', HUGE, [], Array.from({ length: 5000 }, (_, i) => i), {}, { nested: { deeper: [1, 'two'] } }];
  if (schema.type === 'string') return all.filter((v) => typeof v !== 'string' || v === HUGE);
  if (schema.type === 'integer' || schema.type === 'number') return all.filter((v) => typeof v !== 'number' || !Number.isInteger(v));
  return all;
}

function resolve(doc: OpenApi, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  return schema;
}

/** A body that satisfies the schema as far as the document says (enums and types), the starting point of each mutation. */
function plausible(doc: OpenApi, schema: Schema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const p = resolve(doc, raw);
    body[name] = p.enum ? p.enum[0] : p.type === 'integer' || p.type === 'number' ? 1 : p.type === 'boolean' ? false : p.type === 'array' ? [] : p.type === 'object' ? {} : 'text';
  }
  return body;
}

/** Missing fields, each field with each wrong type, oversize values, and fast-check's arbitrary JSON. */
function bodiesFor(doc: OpenApi, schema: Schema): unknown[] {
  const base = plausible(doc, schema);
  const bodies: unknown[] = [{}, base, [], 'text', 42, null];
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const { [name]: _dropped, ...missing } = base;
    bodies.push(missing);
    for (const wrong of wrongValues(resolve(doc, raw))) bodies.push({ ...base, [name]: wrong });
  }
  bodies.push(...fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: SEED, numRuns: 6 }));
  bodies.push(...fc.sample(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })), { seed: SEED + 1, numRuns: 4 }));
  return bodies;
}

/** Runs `tasks` a few at a time. */
async function inBatches<T>(tasks: (() => Promise<T>)[], width = 8): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += width) out.push(...(await Promise.all(tasks.slice(i, i + width).map((t) => t()))));
  return out;
}

/**
 * Every route of the OpenAPI document, with and without tokens, with junk ids and with bodies
 * that break its schema in every way the document lets us name: none may answer 5xx.
 */
describe('api fuzz from the OpenAPI document', () => {
  let platform: Platform;
  let doc: OpenApi;
  let t: SeededTournament;

  beforeAll(async () => {
    platform = await startPlatform('fuzz', { rateLimitMax: 0 });
    doc = (await call(platform, 'GET', '/docs-json')).json as OpenApi;
    t = await seedTournament(platform, 'fuzz-cup');
  });
  afterAll(async () => platform?.stop());

  const realValue: Record<string, string> = { tournamentId: 'fuzz-cup', matchId: '1-1', playerId: 'p1', round: '1', game: 'chaotic', gameId: '00000000-0000-4000-8000-000000000000', streamId: 'tournament-fuzz-cup' };

  it('answers no request with a 5xx', async () => {
    const tokens = [undefined, 'junk.token.value', t.organizer, t.tokenOf('p1')];
    const failures: string[] = [];
    let sent = 0;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
    expect(operations.length).toBeGreaterThan(20);
    for (const { path, method, op } of operations) {
      if (path.endsWith('/feed')) continue; // an event stream never ends; its refusals come from the summary read it starts with
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const urlWith = (value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));
      const urls = [urlWith((n) => realValue[n] ?? 'x'), ...JUNK_IDS.slice(0, params.length > 0 ? JUNK_IDS.length : 0).map((junk) => urlWith(() => junk)), `${urlWith((n) => realValue[n] ?? 'x')}?limit=-5&offset=abc&format=csv`];
      const json = op.requestBody?.content['application/json'];
      const bodies = json ? bodiesFor(doc, resolve(doc, json.schema)) : [undefined];
      const raw = op.requestBody && !json ? Object.keys(op.requestBody.content) : [];
      const tasks: (() => Promise<void>)[] = [];
      const send = (url: string, token: string | undefined, options: { body?: unknown; raw?: string; contentType?: string }) => tasks.push(async () => {
        sent++;
        const res = await call(platform, method, url, { token, ...options });
        if (res.status >= 500) failures.push(`${method} ${url} ${token ? 'with a token' : 'anonymous'} ${JSON.stringify(options.body ?? options.raw)?.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`);
      });
      for (const token of tokens) {
        // Every mutation anonymous and as the organizer (who passes every guard); the plain shapes with the other tokens.
        const some = token === undefined || token === t.organizer ? bodies : bodies.slice(0, 6);
        for (const body of some) send(urls[0], token, body === undefined ? {} : { body });
        for (const type of raw) for (const text of ['', 'name,deck\n=1,{', HUGE, '\u0000\n{}']) send(urls[0], token, { raw: text, contentType: type });
      }
      for (const url of urls.slice(1)) for (const token of [undefined, t.organizer]) send(url, token, bodies[1] === undefined ? {} : { body: bodies[1] });
      await inBatches(tasks);
    }
    expect(sent).toBeGreaterThan(800);
    expect(failures).toEqual([]);
  });
});
