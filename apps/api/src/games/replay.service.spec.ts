import { ActionEnvelope, AnyGameModule, canonicalJson, combineSeeds, playBotMatch, rngStateFromSeed, SeededRng, toNdjson, Viewer } from '@arbiter/rules';
import { GameRecord, registeredGames } from '@arbiter/platform';
import type { Principal } from '../auth';
import type { GameRecords } from './game-records';
import { GamesProblem } from './games-problem';
import { walkReplay } from './replay-walk';
import { MOST_REPLAY_STEPS, ReplayService, windowOf } from './replay.service';

const games = registeredGames();
const chaotic = games.get('chaotic');
const GAME_ID = '00000000-0000-4000-8000-000000000001';
const players = ['ann', 'bob'] as const;

/** A whole bot game of a module, as a live game's record (ended unless `running`) and as its log. */
function botGame(module: AnyGameModule, options: { format?: string; seed?: number; mode?: 'digital' | 'paper'; seats?: number; maxActions?: number } = {}) {
  const format = options.format ?? module.formats.default;
  const rng = new SeededRng(rngStateFromSeed(options.seed ?? 1));
  const seated = Array.from({ length: options.seats ?? 2 }, (_, i) => players[i] ?? `p${i + 1}`);
  const resolved = module.formats.resolve(format);
  const decks = seated.map(() => module.decks.random('engineFormat' in resolved ? resolved.engineFormat : format, rng));
  const match = playBotMatch(module, { format, decks, seed: options.seed ?? 1, players: seated, matchId: GAME_ID, mode: options.mode, maxActions: options.maxActions });
  const seeds = Object.fromEntries(match.trailer.flatMap((t) => (t.kind === 'seed-reveal' ? [[t.player, t.seed]] : [])));
  return { match, seated, seeds, combined: match.header.mode === 'digital' ? combineSeeds(seated.map((p) => seeds[p]), GAME_ID) : undefined };
}

const ref = { tournamentId: 'T1', matchId: '1-1', round: 1, table: 1, gameId: GAME_ID };

function liveRecord(game: ReturnType<typeof botGame>, running = false): GameRecord {
  return {
    gameId: GAME_ID, version: game.match.actions.length + 1, actions: game.match.actions, hashes: [],
    started: { ...ref, header: game.match.header, startedBy: 'ann' },
    ...(running ? {} : { ended: { outcome: game.match.outcome!, finalHash: '', seeds: game.seeds } }),
  } as GameRecord;
}

function uploadRecord(ndjson: string): GameRecord {
  return { gameId: GAME_ID, version: 1, actions: [], hashes: [], upload: { ...ref, submittedBy: 'ann', sha256: '', ndjson } } as GameRecord;
}

function serviceFor(record: GameRecord, seeds: Record<string, string> = {}) {
  const records = { load: async () => record, seeds: async () => seeds, auditReport: async () => undefined } as unknown as GameRecords;
  return new ReplayService(records, games);
}

const player = (playerId: string): Principal => ({ tournamentId: 'T1', role: 'player', playerId });
const judge: Principal = { tournamentId: 'T1', role: 'judge' };

/** The engine's view at every step, from a replay of its own that applies each action to a fresh copy (no state shared). */
function viewsByApply(module: AnyGameModule, game: ReturnType<typeof botGame>, viewer: Viewer): string[] {
  const engine = module.engines.engine(game.match.header.engineVersion);
  let state = engine.setup(module.engines.configFromHeader(game.match.header), { combined: game.combined });
  const views = [canonicalJson(engine.view(state, viewer))];
  for (const action of game.match.actions) {
    state = engine.apply(state, action);
    views.push(canonicalJson(engine.view(state, viewer)));
  }
  return views;
}

describe('replay steps are the engine\'s view at each step', () => {
  for (const [id, format] of [['chaotic', 'masters'], ['wars', undefined], ['lightseekers', undefined]] as const) {
    it(`${id}: every step's view equals the engine's view for a player and for a judge`, () => {
      const module = games.get(id);
      const game = botGame(module, { format, seed: 3, maxActions: 300 });
      const source = { module, header: game.match.header, actions: game.match.actions, combined: game.combined };
      for (const viewer of [{ kind: 'player', player: 'ann' }, { kind: 'judge' }] as Viewer[]) {
        const walk = walkReplay(source, viewer, 0, game.match.actions.length);
        expect(walk.steps.map((s) => s.seq)).toEqual([0, ...game.match.actions.map((a) => a.seq)]);
        expect(walk.steps.map((s) => canonicalJson(s.view))).toEqual(viewsByApply(module, game, viewer));
        expect(walk.violations).toEqual([]);
      }
    });
  }
});

describe('CR 4.2.4 a player\'s replay never shows the opponent\'s hidden cards', () => {
  /** Bob's hidden cards changed: his attack hand swapped for cards of his deck, every deck reordered, his face-down battlegear and mugic hand shuffled, the RNG changed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const scrambleBob = (s: any): any => {
    for (const zones of s.zones) {
      zones.attackDeck.reverse();
      zones.locationDeck.reverse();
    }
    const bob = s.zones[1];
    const held = bob.attackHand.splice(0, bob.attackHand.length, ...bob.attackDeck.splice(-bob.attackHand.length));
    bob.attackDeck.push(...held);
    if (s.masters) {
      s.masters.mugicHand[1].reverse();
      const hidden = s.masters.gear.flatMap((g: { faceUp: boolean } | null, uid: number) => (g && !g.faceUp && s.creatures[uid].owner === 1 ? [uid] : []));
      const cards = hidden.map((uid: number) => s.masters.gear[uid].card).reverse();
      hidden.forEach((uid: number, i: number) => (s.masters.gear[uid] = { ...s.masters.gear[uid], card: cards[i] }));
    }
    s.rng = s.rng ? s.rng.map((n: number) => n ^ 1) : s.rng;
    return s;
  };

  it('each step Ann sees is the same whatever Bob holds, while the judge\'s steps show it', async () => {
    const game = botGame(chaotic, { format: 'masters', seed: 4 });
    const engine = chaotic.engines.engine(game.match.header.engineVersion);
    const service = serviceFor(liveRecord(game));
    const total = game.match.actions.length;
    const state = engine.setup(chaotic.engines.configFromHeader(game.match.header), { combined: game.combined });
    let changedForJudge = 0;
    for (let from = 0; from <= total; from += MOST_REPLAY_STEPS) {
      const to = String(Math.min(total, from + MOST_REPLAY_STEPS - 1));
      const [ann, seenByJudge] = await Promise.all([service.replay(GAME_ID, { from: String(from), to }, player('ann')), service.replay(GAME_ID, { from: String(from), to }, judge)]);
      expect(ann.viewer).toEqual({ kind: 'player', player: 'ann' });
      for (const [i, step] of ann.steps.entries()) {
        if (step.seq > 0) engine.applyInPlace(state, game.match.actions[step.seq - 1]);
        const scrambled = scrambleBob(engine.clone(state));
        expect([step.seq, canonicalJson(step.view)]).toEqual([step.seq, canonicalJson(engine.view(scrambled, { kind: 'player', player: 'ann' }))]);
        if (canonicalJson(seenByJudge.steps[i].view) !== canonicalJson(engine.view(scrambled, { kind: 'judge' }))) changedForJudge++;
      }
    }
    // The scramble is one the judge's view shows at every step: it does change something hidden.
    expect(changedForJudge).toBe(total + 1);
  });

  it('a spectator or another tournament\'s player gets the public view, without either hand', async () => {
    const game = botGame(chaotic, { format: 'masters', seed: 4, maxActions: 20 });
    const service = serviceFor(liveRecord(game, true), game.seeds);
    for (const principal of [undefined, { ...player('ann'), tournamentId: 'T2' }]) {
      const replay = await service.replay(GAME_ID, {}, principal);
      expect(replay.viewer).toEqual({ kind: 'spectator' });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      expect(replay.steps.flatMap((s: any) => s.view.zones.map((z: { attackHand?: unknown }) => z.attackHand))).toEqual(replay.steps.flatMap(() => [undefined, undefined]));
    }
  });

  it('in a running paper game an opponent\'s declared draws are hidden from Ann, shown to Bob and the judge', async () => {
    const game = botGame(chaotic, { format: 'apprentice', seed: 2, mode: 'paper', maxActions: 30 });
    const service = serviceFor(liveRecord(game, true));
    const bobDraws = game.match.actions.filter((a) => a.type === 'draw-attack' && a.player === 'bob');
    expect(bobDraws.length).toBeGreaterThan(0);
    const payloads = async (principal: Principal) => (await service.replay(GAME_ID, {}, principal)).actions.filter((a) => bobDraws.some((d) => d.seq === a.seq)).map((a) => a.payload);
    expect(await payloads(player('ann'))).toEqual(bobDraws.map(() => ({ hidden: true })));
    expect(await payloads(player('bob'))).toEqual(bobDraws.map((d) => d.payload));
    expect(await payloads(judge)).toEqual(bobDraws.map((d) => d.payload));
  });
});

describe('CR 6.3.3 a tampered action in an uploaded log', () => {
  it('is listed with its rule, not applied, and leaves the board as it was', async () => {
    const game = botGame(chaotic, { format: 'apprentice', seed: 7 });
    const tampered = game.match.actions.findIndex((a, i) => i > 0 && a.type === 'move');
    const seq = game.match.actions[tampered].seq;
    const actions = game.match.actions.map((a, i): ActionEnvelope => (i === tampered ? { ...a, payload: { ...(a.payload as object), to: 99 } } : a));
    const service = serviceFor(uploadRecord(toNdjson(game.match.header, actions, game.match.trailer)));
    const replay = await service.replay(GAME_ID, { from: String(seq - 1), to: String(seq) }, undefined);
    expect(replay.status).toBe('uploaded');
    expect(replay.violations).toContainEqual(expect.objectContaining({ seq, code: 'chaotic/no-such-space', rule: '6.3.3', ruleText: expect.any(String) }));
    expect(replay.actions[seq - 1]).toMatchObject({ seq, applied: false });
    expect(replay.actions[seq - 2]).toMatchObject({ applied: true });
    expect(replay.steps.map((s) => s.seq)).toEqual([seq - 1, seq]);
    expect(canonicalJson(replay.steps[1].view)).toBe(canonicalJson(replay.steps[0].view));
  });

  it('a log that cannot be read is refused with its first bad line, and one without decklists with why', async () => {
    const game = botGame(chaotic, { format: 'apprentice', seed: 7, maxActions: 10 });
    const lines = toNdjson(game.match.header, game.match.actions, game.match.trailer).split('\n');
    lines[4] = lines[4].slice(0, 20);
    await expect(serviceFor(uploadRecord(lines.join('\n'))).replay(GAME_ID, {}, judge)).rejects.toMatchObject({ status: 409, code: 'games/replay-unavailable', message: expect.stringMatching(/^This game cannot be replayed: the log is not a readable match log \(line 5: /) });
    const { decks: _decks, ...hashesOnly } = game.match.header;
    await expect(serviceFor(uploadRecord(toNdjson(hashesOnly, game.match.actions, game.match.trailer))).replay(GAME_ID, {}, judge))
      .rejects.toMatchObject({ status: 409, message: 'This game cannot be replayed: the header publishes only deck hashes; the decklists are needed to replay.' });
  });
});

describe('the replay window', () => {
  it('defaults to the first 50 steps and caps the end at the last step', () => {
    expect(windowOf({}, 200)).toEqual({ from: 0, to: 49 });
    expect(windowOf({ from: '180' }, 200)).toEqual({ from: 180, to: 200 });
    expect(windowOf({ from: '5', to: '9' }, 7)).toEqual({ from: 5, to: 7 });
  });

  it('refuses a step that is not a number, past the end, reversed or too wide, saying which', () => {
    const refusal = (from: string | undefined, to: string | undefined) => {
      try {
        windowOf({ from, to }, 300);
      } catch (error) {
        return error instanceof GamesProblem ? `${error.status} ${error.code}: ${error.message}` : String(error);
      }
      return 'accepted';
    };
    expect(refusal('-1', undefined)).toBe('400 games/replay-window-invalid: Replay window: "from" must be a step number from 0 to 300, not "-1".');
    expect(refusal('301', undefined)).toBe('400 games/replay-window-invalid: Replay window: "from" is 301, past the last step of this game (300).');
    expect(refusal('20', '10')).toBe('400 games/replay-window-invalid: Replay window: "to" (10) comes before "from" (20).');
    expect(refusal('0', '150')).toBe(`400 games/replay-window-invalid: Replay window: at most ${MOST_REPLAY_STEPS} steps per request, not 151 (steps 0 to 150).`);
  });
});
