import { cardFileJson } from '../../src';

describe('a card file read as JSON', () => {
  it('gives the JSON of a good file', () => {
    expect(cardFileJson('[{"id":"a"}]', 'set.json')).toEqual({ json: [{ id: 'a' }] });
  });

  it('says which file is not JSON and why, loading nothing', () => {
    const read = cardFileJson('[{"id":', 'set.json');
    expect(read).toEqual({ problem: { where: 'set.json', message: expect.stringMatching(/^set\.json is not valid JSON: /) } });
  });
});
