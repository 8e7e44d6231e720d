import type { ActionEnvelope } from '@arbiter/rules';
import type { ChaoticActionType } from '../engine/types';

/** Every Chaotic action type with what it records (docs/match-log-format.md). */
export const CHAOTIC_ACTION_TYPES: Readonly<Record<ChaoticActionType, string>> = {
  move: 'the active player moves a creature (CR 6.3)',
  'end-action-step': 'the active player ends the action step (CR 6.3.1)',
  'showdown-pick': 'a player picks a creature for a showdown (CR 6.3.7)',
  strike: 'the striking player plays an attack from hand (CR 7.2.5)',
  'draw-attack': 'paper play: the attack card drawn (CR 7.2.5.1, 4.2.4)',
  'reveal-location': 'paper play: the location revealed (CR 6.2.1)',
  pass: 'the player with priority passes (CR 8.2.2.1), with the choices of a resolution',
  'play-mugic': 'the player with priority plays a mugic (CR 8.4.1)',
  activate: 'the player with priority activates an ability (CR 8.4.4)',
  attest: 'the controller states the outcome of attested text',
  intercept: 'the defending player intercepts with a Defender, or declines (CR 6.3.4.1)',
  'place-mirage': 'the owner of a Mirage places it (CR 9.3.2)',
};

type Field = 'int' | 'int?' | 'string' | 'string?' | 'bool?' | 'ints?' | 'strings?' | 'int|null' | 'object?' | 'list?' | 'string|strings?';

/** The fields each payload needs (`?`: may be left out); fields not named are ignored, as readers of version 1 do. */
const SHAPES: Readonly<Record<ChaoticActionType, Readonly<Record<string, Field>>>> = {
  move: { from: 'int', to: 'int' },
  'end-action-step': {},
  'showdown-pick': { space: 'int' },
  strike: { card: 'string' },
  'draw-attack': { card: 'string' },
  'reveal-location': { card: 'string' },
  pass: { choices: 'strings?' },
  'play-mugic': { card: 'string', caster: 'int', targets: 'ints?', x: 'int?', extra: 'bool?' },
  activate: { creature: 'int', from: 'string', ability: 'int', targets: 'ints?', discard: 'string|strings?', expend: 'string?', gear: 'int?', sacrifice: 'int?', uninfect: 'ints?', countersFrom: 'int?' },
  attest: { item: 'int', card: 'string', damage: 'object?', counters: 'object?', moves: 'list?', stats: 'list?', elements: 'list?', keywords: 'list?', status: 'list?', note: 'string?', choices: 'strings?' },
  intercept: { space: 'int|null' },
  'place-mirage': { space: 'int' },
};

const isInt = (v: unknown): boolean => Number.isInteger(v);
const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');

function fits(value: unknown, field: Field): boolean {
  if (value === undefined) return field.endsWith('?');
  switch (field.replace('?', '')) {
    case 'int': return isInt(value);
    case 'string': return typeof value === 'string';
    case 'bool': return typeof value === 'boolean';
    case 'ints': return Array.isArray(value) && value.every(isInt);
    case 'strings': return isStrings(value);
    case 'int|null': return value === null || isInt(value);
    case 'object': return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'list': return Array.isArray(value);
    default: return typeof value === 'string' || isStrings(value);
  }
}

/**
 * What is wrong with a Chaotic action's payload shape, or null when it has the fields its type
 * needs. Only the shape: whether the action is legal is the engine's business.
 */
export function chaoticPayloadProblem(action: ActionEnvelope): string | null {
  const shape = (SHAPES as Readonly<Record<string, Readonly<Record<string, Field>>>>)[action.type];
  if (!Object.prototype.hasOwnProperty.call(SHAPES, action.type) || !shape) return `unknown action type ${JSON.stringify(action.type)}`;
  const payload = action.payload;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return `the payload of ${action.type} must be an object`;
  for (const [name, field] of Object.entries(shape)) {
    const value = (payload as Record<string, unknown>)[name];
    if (!fits(value, field)) return `${action.type} needs ${field.endsWith('?') ? 'an optional ' : ''}"${name}" (${field.replace('?', '')}), not ${JSON.stringify(value) ?? 'nothing'}`;
  }
  return null;
}
