import type { CardFileProblem } from '@arbiter/rules';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Ability, CardRecord, CardSetFile, LightseekersCard } from './card';
import { buildCardSetSchema } from './card-set-schema';
import { LightseekersCardSet, cardFromRecord } from './card-set';

let validate: ValidateFunction | undefined;

function validator(): ValidateFunction {
  // strict is off because the schema's if/then parts name properties without types (plain JSON Schema).
  validate ??= new Ajv({ allErrors: true, verbose: true, strict: false }).compile(buildCardSetSchema() as object);
  return validate;
}

const SHORT_ENUM = 12;

function comment(error: ErrorObject): string | undefined {
  const schema = error.parentSchema as { $comment?: unknown } | undefined;
  return typeof schema?.$comment === 'string' ? schema.$comment : undefined;
}

function describe(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** One ajv error in words, at the JSON pointer of the field it is about. */
function problemOf(error: ErrorObject): CardFileProblem {
  const why = comment(error);
  const at = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { where: `${at}/${String(error.params.missingProperty)}`, message: `is missing${why ? `: ${why}` : ''}` };
    case 'additionalProperties':
      return { where: `${at}/${String(error.params.additionalProperty)}`, message: 'is not a field of the card-file format here' };
    case 'propertyNames': {
      const takes = (error.schema as { $comment?: unknown } | undefined)?.$comment;
      return { where: `${at}/${String(error.params.propertyName)}`, message: `is not an argument here: ${typeof takes === 'string' ? takes : 'no such argument'}` };
    }
    case 'not':
      return { where: at, message: why ?? 'is not allowed here' };
    case 'enum': {
      const allowed = error.params.allowedValues as unknown[];
      const expected = why ?? (allowed.length <= SHORT_ENUM ? `one of ${allowed.map(describe).join(', ')}` : 'a known value');
      return { where: at, message: `${describe(error.data)} is not ${expected}` };
    }
    case 'const':
      return { where: at, message: `must be ${describe(error.params.allowedValue)}${why ? `: ${why}` : ''}` };
    default:
      return { where: at, message: `${error.message ?? 'is not valid'}${why ? `: ${why}` : ''}` };
  }
}

/**
 * The schema's errors, without the noise of its combinators: an `if` only says its `then`
 * failed (the `then`'s own errors say how), and the branches of a failed `anyOf` are summed up
 * by the `anyOf`'s reason.
 */
function schemaProblems(errors: readonly ErrorObject[]): CardFileProblem[] {
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'propertyNames').map((e) => e.schemaPath);
  const kept = errors.filter((e) => e.keyword !== 'if' && !anyOfs.some((path) => e.schemaPath.startsWith(`${path}/`)));
  const seen = new Set<string>();
  const out: CardFileProblem[] = [];
  for (const problem of kept.map(problemOf)) {
    const key = `${problem.where}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
  }
  return out;
}

/** The value at a relative JSON pointer (`abilities/0/effects`) inside `root`, or undefined. */
function at(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const token of path.split('/').filter((t) => t !== '')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function abilityProblems(ability: Ability, where: string): CardFileProblem[] {
  const said = (ability.effects?.length ?? 0) > 0 || ability.text !== undefined;
  return said ? [] : [{ where, message: 'says nothing: a playable card gives each ability (and trait) its effects or text' }];
}

/** What the schema cannot say: ids and names once per set, distinct hero Elements, unknown fields absent. */
function setProblems(file: CardSetFile): CardFileProblem[] {
  const problems: CardFileProblem[] = [];
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  file.cards.forEach((card: CardRecord, i) => {
    const where = `/cards/${i}`;
    const firstId = ids.get(card.id);
    if (firstId !== undefined) problems.push({ where: `${where}/id`, message: `"${card.id}" is already the id of /cards/${firstId}` });
    else ids.set(card.id, i);
    const name = card.name.trim().toLowerCase();
    const firstName = names.get(name);
    if (firstName !== undefined) {
      problems.push({ where: `${where}/name`, message: `"${card.name}" is already the name of /cards/${firstName}: cards of a name are one card (4.1.3.3d)` });
    } else names.set(name, i);

    const elements = (card.access ?? []).map((a) => a.element);
    elements.forEach((element, j) => {
      if (elements.indexOf(element) !== j) problems.push({ where: `${where}/access/${j}/element`, message: `${element} is listed twice: a hero has 3 different Elements (2.4.1.1c)` });
    });

    (card.unknown ?? []).forEach((path, j) => {
      if (at(card, path) !== undefined) problems.push({ where: `${where}/unknown/${j}`, message: `"${path}" is marked unknown but the card gives it` });
    });

    if (card.rotatesWhen && !(card.corners ?? []).some((c) => c.symbol === 'clunky')) {
      problems.push({ where: `${where}/rotatesWhen`, message: 'only a Clunky Buff says when it rotates (2.5.3.9e–f); no corner is clunky' });
    }

    if (card.playable !== false) {
      (card.abilities ?? []).forEach((ability, j) => problems.push(...abilityProblems(ability, `${where}/abilities/${j}`)));
      if (card.trait) problems.push(...abilityProblems(card.trait, `${where}/trait`));
    }
  });
  return problems;
}

export interface CardSetImport {
  /** The loaded set, or undefined when the file has any problem (nothing loads by halves). */
  readonly set?: LightseekersCardSet;
  readonly problems: readonly CardFileProblem[];
}

/**
 * Reads a Lightseekers card file (parsed JSON, or its text). Every problem comes back with the
 * JSON pointer of the field it is about and the reason; a file with any problem loads nothing.
 */
export function importCardSet(input: unknown): CardSetImport {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input) as unknown;
    } catch (e) {
      return { problems: [{ where: '', message: `is not JSON: ${(e as Error).message}` }] };
    }
  }
  const check = validator();
  if (!check(json)) return { problems: schemaProblems(check.errors ?? []) };
  const file = json as CardSetFile;
  const problems = setProblems(file);
  if (problems.length > 0) return { problems };
  const cards: LightseekersCard[] = file.cards.map((record) => cardFromRecord(record, file.id));
  const info = {
    id: file.id,
    name: file.name,
    illustrative: file.illustrative === true,
    ...(file.description === undefined ? {} : { description: file.description }),
    ...(file.source === undefined ? {} : { source: file.source }),
  };
  return { set: new LightseekersCardSet(info, cards), problems: [] };
}
