import { ACTS, DURATIONS, STATS, TARGETS, TRIGGERS, VERBS, type VerbArgument, ZONES } from './verbs';
import {
  ACCESS_LEVELS, CARD_STATUSES, CARD_TYPES, CATEGORIES, COMBO_CATEGORIES, CORNER_SYMBOLS, ELEMENTS,
  FAMILIES, ITEM_WORTHS, KEYWORDS, MAX_HEALTH, ORDERS,
} from './vocabulary';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ref = (name: string): Json => ({ $ref: `#/definitions/${name}` });
const list = (item: Json, comment?: string): Json => ({ type: 'array', items: item, ...(comment ? { $comment: comment } : {}) });
/** A field a card of this kind must not have; `$comment` is the importer's reason. */
const forbidden = (why: string): Json => ({ not: {}, $comment: why });

const ARGUMENTS: Readonly<Record<VerbArgument, Json>> = {
  target: ref('target'),
  amount: { type: 'integer', minimum: 0 },
  count: { anyOf: [{ type: 'integer', minimum: 0 }, { const: 'all' }], $comment: 'a whole number or "all"' },
  cards: ref('cardFilter'),
  from: ref('zone'),
  to: ref('zone'),
  position: { enum: ['top', 'bottom'] },
  stat: { enum: [...STATS] },
  element: ref('element'),
  level: ref('accessLevel'),
  direction: { enum: ['forward', 'backward'] },
  act: { enum: [...ACTS] },
  unrestricted: { type: 'boolean' },
};

const sharedEffectFields: Record<string, Json> = {
  optional: { type: 'boolean', $comment: 'the card says "may" (2.2.2)' },
  when: { enum: [...TRIGGERS] },
  duration: { enum: [...DURATIONS] },
  text: { type: 'string', minLength: 1 },
};

/**
 * The JSON Schema (draft-07) of a Lightseekers card file, built from the vocabularies so the
 * two cannot drift; `data/card-set.schema.json` is this object written out (a test keeps them
 * equal). `$comment`s are the reasons the importer reports.
 */
export function buildCardSetSchema(): Json {
  const card: Record<string, Json> = {
    id: ref('id'),
    name: { type: 'string', minLength: 1 },
    type: { enum: [...CARD_TYPES] },
    category: { enum: [...CATEGORIES] },
    orders: { type: 'array', items: ref('order'), uniqueItems: true },
    family: { enum: [...FAMILIES], $comment: 'one of the ten Families (2.3.4.1)' },
    requires: list(ref('elementOrOrder')),
    keywords: { type: 'array', items: { enum: [...KEYWORDS], $comment: 'a Keyword of 6.1.2' }, uniqueItems: true },
    status: { enum: [...CARD_STATUSES] },
    wave: { type: 'string' },
    text: { type: 'string' },
    effects: list(ref('effect')),
    multiplayerEffects: list(ref('effect')),
    abilities: list(ref('ability')),
    health: { type: 'integer', minimum: 1, maximum: MAX_HEALTH, $comment: 'no hero starts above the maximum health of 35 (2.10.2)' },
    access: { type: 'array', items: ref('access'), minItems: 3, maxItems: 3, $comment: 'a hero has 3 different Elements (2.4.1.1c)' },
    trait: ref('trait'),
    deckMods: {
      type: 'object', additionalProperties: false, minProperties: 1,
      properties: { combos: { type: 'integer', minimum: 0, maximum: 30 }, actions: { type: 'integer', minimum: 0, maximum: 60 } },
    },
    corners: { type: 'array', items: ref('corner'), minItems: 4, maxItems: 4, $comment: 'a Buff has four corners (6.2.1 Corner)' },
    rotatesWhen: {
      type: 'object', additionalProperties: false, minProperties: 1,
      properties: { when: { enum: [...TRIGGERS] }, text: { type: 'string', minLength: 1 } },
    },
    worth: { enum: [...ITEM_WORTHS], $comment: 'an Item worth: 1 or 2 (2.5.4.4)' },
    grants: ref('access'),
    playable: { type: 'boolean' },
    unplayableReason: { type: 'string', minLength: 1 },
    unknown: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
    source: { type: 'string' },
  };

  const whenType = (type: string, then: Json): Json => ({ if: { required: ['type'], properties: { type: { const: type } } }, then });
  const whenCategory = (category: string, then: Json): Json => ({ if: { required: ['category'], properties: { category: { const: category } } }, then });
  const notCategory = (category: string, then: Json): Json => ({ if: { not: { required: ['category'], properties: { category: { const: category } } } }, then });

  const verbRules: Json[] = VERBS.map((v) => {
    const allowed = ['verb', ...v.needs, ...v.may, ...Object.keys(sharedEffectFields)];
    return {
      if: { properties: { verb: { const: v.verb } } },
      then: {
        $comment: `"${v.verb}" needs ${v.needs.length ? v.needs.join(', ') : 'no arguments'} (${v.rule})`,
        required: [...v.needs],
        propertyNames: { enum: allowed, $comment: `"${v.verb}" takes ${[...v.needs, ...v.may].join(', ') || 'no arguments'}` },
      },
    };
  });

  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://arbiter.local/schemas/lightseekers/card-set.schema.json',
    title: 'Lightseekers card set',
    description: 'A set of Lightseekers cards for Arbiter (rules effective 1 January 2019). See docs/lightseekers-cards.md.',
    type: 'object',
    additionalProperties: false,
    required: ['formatVersion', 'id', 'name', 'cards'],
    properties: {
      $schema: { type: 'string' },
      formatVersion: { const: 1, $comment: 'this importer reads format version 1' },
      id: ref('id'),
      name: { type: 'string', minLength: 1 },
      description: { type: 'string' },
      source: { type: 'string' },
      illustrative: { type: 'boolean' },
      cards: list(ref('card')),
    },
    definitions: {
      id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', $comment: 'lower-case letters, digits and hyphens' },
      element: { enum: [...ELEMENTS], $comment: 'one of the 18 Elements (2.3.2.1)' },
      order: { enum: [...ORDERS], $comment: 'one of the 6 Orders (2.3.1.1)' },
      elementOrOrder: { enum: [...ELEMENTS, ...ORDERS], $comment: 'an Element (2.3.2.1) or an Order (2.3.1.1)' },
      accessLevel: { enum: [...ACCESS_LEVELS] },
      target: { enum: [...TARGETS], $comment: 'a hero as 3.1 names them (self, recipient, target, enemy, attacker, another-hero, any-hero, all-heroes, all-other-heroes)' },
      zone: { enum: [...ZONES], $comment: 'a play area (3.2.3)' },
      access: {
        type: 'object', additionalProperties: false, required: ['element', 'level'],
        properties: { element: ref('element'), level: ref('accessLevel') },
      },
      cardFilter: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: {
          type: { enum: [...CARD_TYPES] }, category: { enum: [...CATEGORIES] }, element: ref('element'), order: ref('order'),
          family: { enum: [...FAMILIES] }, keyword: { enum: [...KEYWORDS] }, name: { type: 'string', minLength: 1 },
        },
      },
      effect: {
        type: 'object',
        if: { required: ['verb'] },
        then: ref('effectCall'),
        else: ref('attestedEffect'),
      },
      attestedEffect: {
        type: 'object', additionalProperties: false, required: ['text'],
        $comment: 'an effect without a verb is its printed text, attested in play',
        properties: sharedEffectFields,
      },
      effectCall: {
        type: 'object', additionalProperties: false, required: ['verb'],
        properties: { verb: { enum: VERBS.map((v) => v.verb), $comment: 'a verb of the effect vocabulary' }, ...ARGUMENTS, ...sharedEffectFields },
        allOf: verbRules,
      },
      ability: {
        type: 'object', additionalProperties: false,
        properties: {
          category: { enum: ['attack', 'defend'] }, oncePerGame: { type: 'boolean' },
          effects: list(ref('effect')), text: { type: 'string', minLength: 1 },
        },
      },
      trait: {
        type: 'object', additionalProperties: false, required: ['kind'],
        properties: {
          kind: { enum: ['passive', 'ability'] }, category: { enum: ['attack', 'defend'] }, oncePerGame: { type: 'boolean' },
          effects: list(ref('effect')), text: { type: 'string', minLength: 1 },
        },
      },
      corner: {
        type: 'object', additionalProperties: false, required: ['symbol'],
        properties: {
          symbol: { enum: [...CORNER_SYMBOLS] },
          mark: { anyOf: [{ const: 'x' }, { type: 'integer', minimum: 0 }], $comment: '"x" or a number' },
          effects: list(ref('effect')),
        },
      },
      card: {
        type: 'object', additionalProperties: false, required: ['id', 'name'],
        properties: card,
        allOf: [
          {
            if: { required: ['playable'], properties: { playable: { const: false } } },
            then: { required: ['unplayableReason'], $comment: 'an unplayable card says why' },
            else: ref('playableCard'),
          },
          {
            if: { required: ['unknown'], properties: { unknown: { minItems: 1 } } },
            then: {
              required: ['playable'], properties: { playable: { const: false } },
              $comment: 'a card with unknown fields cannot be played',
            },
          },
          whenType('hero', {
            properties: {
              category: forbidden('a hero has no category (2.4.1.1)'),
              requires: forbidden('a hero has access, not a requirement (2.4.1.1c)'),
              abilities: forbidden('a hero\'s ability is its trait (2.4.1.1d)'),
            },
          }),
          {
            if: { not: { required: ['type'], properties: { type: { const: 'hero' } } } },
            then: {
              properties: {
                health: forbidden('only heroes have health (2.4.1.1b)'),
                access: forbidden('only heroes have access (2.4.1.1c); an Item grants it'),
                trait: forbidden('only heroes have a trait (2.4.1.1d)'),
                deckMods: forbidden('only a hero changes deck quantities (2.1.1.3)'),
              },
            },
          },
          whenType('combo', {
            properties: {
              category: { enum: [...COMBO_CATEGORIES], $comment: 'a combo category: attack, defend or buff (Items are action cards, 2.4.3.4)' },
              requires: { minItems: 1, $comment: 'a combo costs 1 or more Elements or Orders (2.4.2.2a)' },
            },
          }),
          notCategory('buff', {
            properties: {
              corners: forbidden('only Buffs have corners (2.5.3)'),
              rotatesWhen: forbidden('only Buffs rotate (2.5.3.9)'),
            },
          }),
          whenCategory('item', { properties: { requires: { maxItems: 0, $comment: 'an Item requires no Element to play (2.5.4.2)' } } }),
          notCategory('item', {
            properties: {
              worth: forbidden('only Items have a worth (2.5.4.4)'),
              grants: forbidden('only Items grant access (2.5.4.8)'),
            },
          }),
        ],
      },
      playableCard: {
        required: ['type'],
        $comment: 'a playable card has a type',
        allOf: [
          whenType('hero', { required: ['health', 'access', 'trait'], $comment: 'a playable hero has health, access and a trait (2.4.1.1)' }),
          whenType('combo', { required: ['category', 'requires'], $comment: 'a playable combo has a category and a cost (2.4.2.1)' }),
          whenType('action', { required: ['category'], $comment: 'a playable action card has a category (2.4.3.2d)' }),
          whenCategory('buff', { required: ['corners'], $comment: 'a playable Buff has its four corners (2.5.3.9–10)' }),
          whenCategory('item', { required: ['worth'], $comment: 'a playable Item has a worth (2.5.4.4)' }),
        ],
      },
    },
  };
}
