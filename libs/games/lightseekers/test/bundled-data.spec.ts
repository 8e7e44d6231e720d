import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCardSetSchema } from '../src/cards/card-set-schema';
import { parseLightseekersRules } from '../src/rules/parse-rules';

// The bundled JSON is generated: from the rules' markdown, and from the vocabularies. Run this
// file with LIGHTSEEKERS_WRITE_DATA=1 to write them again after changing either.
const data = join(__dirname, '..', 'data');
const write = process.env.LIGHTSEEKERS_WRITE_DATA === '1';

function expectFile(file: string, value: unknown): void {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (write) writeFileSync(join(data, file), text);
  expect(JSON.parse(readFileSync(join(data, file), 'utf8'))).toEqual(value);
}

describe('bundled Lightseekers data is what its generators give', () => {
  it('lightseekers-rules-2019.json is the parsed rules markdown', () => {
    const markdown = readFileSync(join(data, 'lightseekers-rules-2019.md'), 'utf8');
    expectFile('lightseekers-rules-2019.json', parseLightseekersRules(markdown).rules);
  });

  it('card-set.schema.json is the schema the importer validates with', () => {
    expectFile('card-set.schema.json', buildCardSetSchema());
  });
});
