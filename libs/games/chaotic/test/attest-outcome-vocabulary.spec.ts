import { auditMatchLog, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import { createContext } from '../src/engine/context';
import { Stats } from '../src/engine/stats';
import type { ChaoticAction, ChaoticState } from '../src/engine/types';
import { createChaoticEngine } from '../src/engine';
import { cards, engine, PLAYERS, replayInputs, starterDecks } from './support';

const GLACIER_PLAINS = 'TOTT-93';
/** The starter decks with every location Glacier Plains (TOTT-93): its beginning-of-combat text is attested. */
const decks = starterDecks.map((d) => ({ ...d, locations: d.locations.map(() => GLACIER_PLAINS) })) as unknown as typeof starterDecks;

function glacierGame(): { actions: ChaoticAction[]; index: number; ndjson: string } {
  for (let seed = 1; seed <= 40; seed++) {
    const match = playBotMatch({ cards, decks, seed, format: 'masters', players: [...PLAYERS] });
    const index = match.actions.findIndex((a) => a.type === 'attest' && (a.payload as { card: string }).card === GLACIER_PLAINS);
    if (index >= 0) return { actions: match.actions, index, ndjson: toNdjson(match.header, match.actions, match.trailer) };
  }
  throw new Error('no bot game resolved Glacier Plains (TOTT-93)');
}

function stateAt(ndjson: string, count: number): ChaoticState {
  const { log } = parseMatchLog(ndjson);
  const { config, combined } = replayInputs({ header: log!.header, trailer: log!.reveals } as Parameters<typeof replayInputs>[0]);
  const state = engine.setup(config, { combined });
  for (const a of log!.actions.slice(0, count)) engine.applyInPlace(state, a as ChaoticAction);
  return state;
}

describe('the attest payload states Discipline, Energy, element, keyword and status changes', () => {
  const game = glacierGame();
  const attest = game.actions[game.index];
  const payload = attest.payload as { stats?: { creature: number; stat: string; by: number }[] };

  it('CR 8.5.2 the bots attest Glacier Plains (TOTT-93) as each engaged creature losing 50 in each Discipline, not "no change"', () => {
    const before = stateAt(game.ndjson, game.index);
    const engaged = [before.combat!.attacker, before.combat!.defender];
    expect(payload.stats).toEqual(engaged.flatMap((creature) => ['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ creature, stat, by: -50 }))));
    const after = stateAt(game.ndjson, game.index + 1);
    const ctx = createContext(cards);
    const was = new Stats(before, ctx);
    const now = new Stats(after, ctx);
    for (const uid of engaged) {
      expect(now.stat(uid, 'courage')).toBe(Math.max(0, was.stat(uid, 'courage') - 50));
    }
  });

  it('the game with Glacier Plains attested audits valid, and lists the stated losses for a judge', () => {
    const { log } = parseMatchLog(game.ndjson);
    const report = auditMatchLog(log!, cards, { mode: 'audit' });
    expect(report.violations).toEqual([]);
    expect(report.attested.find((a) => a.seq === attest.seq)!.outcome).toEqual(expect.objectContaining({ stats: payload.stats }));
  });

  it('CR 8.5.2 a stated change naming no creature in play, or an unknown stat, element or duration, is malformed', () => {
    const state = stateAt(game.ndjson, game.index);
    const uid = state.combat!.attacker;
    const base = { ...(attest.payload as object), stats: undefined };
    const problems = [
      { stats: [{ creature: 99, stat: 'courage', by: -5 }] },
      { stats: [{ creature: uid, stat: 'luck', by: -5 }] },
      { stats: [{ creature: uid, stat: 'power', by: 2.5 }] },
      { elements: [{ creature: uid, element: 'Wood', has: true }] },
      { keywords: [{ creature: uid, keyword: 'Strike 10', has: true, until: 'next-week' }] },
      { status: [{ creature: uid, status: '', has: true }] },
    ];
    for (const extra of problems) {
      const violations = engine.validate(state, { ...attest, payload: { ...base, ...extra } } as ChaoticAction);
      expect(violations).toEqual([expect.objectContaining({ code: 'chaotic/attested-bad-value', rule: '8.5.2', seq: attest.seq })]);
    }
  });

  it('applies a stated element gain and Energy loss until the end of the turn; keywords and status are stated for the judge (engine 1.4.0, which takes them on trust)', () => {
    // Glacier Plains' text makes none of these changes: from 1.5.0 they are refused (attest-bounds.spec.ts).
    const engine = createChaoticEngine(cards, '1.4.0');
    const state = stateAt(game.ndjson, game.index);
    const uid = state.combat!.defender;
    const ctx = createContext(cards);
    const energy = new Stats(state, ctx).stat(uid, 'energy');
    const element = (['Fire', 'Air', 'Earth', 'Water'] as const).find((e) => !new Stats(state, ctx).hasElement(uid, e))!;
    const stated = { ...(attest.payload as object), stats: [{ creature: uid, stat: 'energy', by: -5 }], elements: [{ creature: uid, element, has: true }],
      keywords: [{ creature: uid, keyword: 'Invisibility: Strike 10', has: true }], status: [{ creature: uid, status: 'Infected', has: true, until: 'game' }] };
    const action = { ...attest, payload: stated } as ChaoticAction;
    expect(engine.validate(state, action)).toEqual([]);
    engine.applyInPlace(state, action);
    const now = new Stats(state, ctx);
    expect([now.stat(uid, 'energy'), now.hasElement(uid, element)]).toEqual([energy - 5, true]);
  });
});
