import { parse } from 'csv-parse/sync';
import { csvText } from './csv-text';

describe('csvText (OWASP CSV injection)', () => {
  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralises a cell starting %j: a leading quote, and quoted', (cell) => {
    const text = csvText([['name'], [cell]]);
    expect(text.split('\n')[1].startsWith(`"'`)).toBe(true);
    expect(parse(text)[1][0]).toBe(`'${cell}`);
  });

  it('leaves ordinary text and numbers as they are', () => {
    expect(csvText([['Ada', 3, 0.5, 'a=b']])).toBe('Ada,3,0.5,a=b\n');
  });
});
