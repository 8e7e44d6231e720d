import { MATCH_LOG_VERSION, playBotMatch, readMatchLog, toNdjson, versionProblem } from '../../src';
import { raceModule } from '../../../../test/example-game/race-game';

const decks = [['step-1', 'step-2'], ['step-2'], ['step-1']];
const text = () => { const m = playBotMatch(raceModule, { format: 'sprint', decks, seed: 4 }); return toNdjson(m.header, m.actions, m.trailer); };
const read = (t: string, payloadProblem?: typeof raceModule.log.payloadProblem) => readMatchLog(t, { game: 'race', actionTypes: ['advance'], ...(payloadProblem ? { payloadProblem } : {}) });

describe('the kit\'s match-log reader and writer', () => {
  it('reads what the writer prints, header, actions and trailer', () => {
    const { log, errors } = read(text());
    expect(errors).toEqual([]);
    expect(log!.header).toMatchObject({ game: 'race', players: [{ id: 'bot-1' }, { id: 'bot-2' }, { id: 'bot-3' }], decks: { 'bot-2': ['step-2'] } });
    expect(log!.reveals).toHaveLength(3);
    expect(log!.reported).toMatchObject({ kind: 'result', draw: false });
    expect(toNdjson(log!.header, log!.actions, [...log!.reveals, log!.reported!])).toBe(text());
  });

  it('refuses another game\'s log, a newer version and names a bad line', () => {
    expect(read(text().replace('"game":"race"', '"game":"chess"')).errors).toEqual([{ line: 1, message: 'header: "game" must be "race", not "chess"' }]);
    expect(versionProblem(MATCH_LOG_VERSION + 1)).toMatch(/newer than this reader/);
    expect(versionProblem(MATCH_LOG_VERSION)).toBeNull();
    const lines = text().split('\n');
    lines[2] = '{"seq":2,';
    expect(read(lines.join('\n')).errors).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/not valid JSON/) })]);
  });

  it('checks payload shapes with the module\'s payloadProblem when asked', () => {
    const bad = text().replace('"payload":{"by":', '"payload":{"steps":');
    expect(bad).not.toBe(text());
    expect(read(bad).errors).toEqual([]);
    expect(read(bad, raceModule.log.payloadProblem).errors).toEqual([{ line: 2, message: 'advance needs "by": a whole number' }]);
  });
});
