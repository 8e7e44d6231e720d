import { bundledStarterDeckFile, formatDecklistError, parseDecklistFile } from '@arbiter/chaotic';
import { id, set, starters } from './deck-fixtures';

describe('decklist files: JSON by card names with counts', () => {
  it('the starter deck file shape parses to the starter decklist', () => {
    const file = bundledStarterDeckFile();
    const key = Object.keys(file).find((k) => k.startsWith('OverWorld'))!;
    const { deck, errors } = parseDecklistFile(JSON.stringify(file[key], null, 2), set);
    expect(errors).toEqual([]);
    expect(deck).toEqual(starters.OverWorld);
  });
  it('takes plain names, counts, plural keys and "Name, Version"', () => {
    const text = JSON.stringify({ name: 'mine', creatures: ['Arias', 'Rellim, Watermaster'], Attacks: [{ name: 'Delerium', count: 2, set: 'MI' }] });
    const { deck, errors } = parseDecklistFile(text, set);
    expect(errors).toEqual([]);
    expect(deck).toEqual({ creatures: [id('Arias', 'DOP'), id('Rellim, Watermaster')], battlegear: [], mugic: [], attacks: [id('Delerium', 'MI'), id('Delerium', 'MI')], locations: [] });
  });
  it('reports an unknown name with its line and column, and the printed names it may have meant', () => {
    const text = '{\n  "Creature": [\n    { "name": "Arias", "count": 1 },\n    { "name": "Ariass", "count": 1 }\n  ]\n}';
    const { deck, errors } = parseDecklistFile(text, set);
    expect(deck).toBeUndefined();
    expect(errors).toEqual([{ line: 4, column: 15, section: 'Creature', name: 'Ariass', reason: 'unknown card "Ariass" (did you mean "Arias"?)' }]);
    expect(formatDecklistError(errors[0])).toBe('line 4, column 15: Creature: unknown card "Ariass" (did you mean "Arias"?)');
    // A version mistyped is offered as printed; a name near nothing is offered nothing.
    const reasons = parseDecklistFile(JSON.stringify({ creatures: ['rellim, watermastr', 'Zzyzx Qwerty'] }), set).errors.map((e) => e.reason);
    expect(reasons).toEqual(['unknown card "rellim, watermastr" (did you mean "Rellim, Watermaster"?)', 'unknown card "Zzyzx Qwerty"']);
  });
  it('reports a card in the wrong section, a bad count and an unknown section', () => {
    const text = JSON.stringify({ Creature: ['Delerium', { name: 'Arias', count: 0 }], Spells: [] });
    const reasons = parseDecklistFile(text, set).errors.map((e) => e.reason);
    expect(reasons).toEqual(['"Delerium" is a Attack, not a Creature', 'count of "Arias" must be a whole number 1–99', 'unknown section "Spells" (use Creature, Battlegear, Mugic, Attack, Location)']);
  });
  it('asks for the version when a name has several', () => {
    const [error] = parseDecklistFile(JSON.stringify({ Creature: ["Aa'une the Oligarch"] }), set).errors;
    expect(error.reason).toMatch(/names several versions .*write "Name, Version"/);
  });
  it('reports invalid JSON with its position', () => {
    const [error] = parseDecklistFile('{\n  "Creature": [,]\n}', set).errors;
    expect(error).toMatchObject({ line: 2, column: 16, reason: expect.stringContaining('not valid JSON') });
    expect(parseDecklistFile('{"Creature": ["Arias"', set).errors[0]).toMatchObject({ line: 1, column: 22 });
  });
});
