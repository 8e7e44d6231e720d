import { Child, h } from '../../dom.js';
import type { BoardContext, BoardRenderer } from '../board-renderer.js';

/** Fields of a view that hold the engine's whole state (officials only): shown raw, folded away. */
const FULL_STATE_KEYS = new Set(['state', 'judge']);
/** Fields the frame already says (who is looking). */
const SKIPPED_KEYS = new Set(['viewer']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const words = (key: string): string => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Fields that hold a seat number: shown as the player sitting there. */
const SEAT_KEYS = new Set(['owner', 'seat', 'controller']);

/** A hidden pile as views show it: only its size. */
const hiddenCount = (v: unknown): number | undefined => (isObject(v) && Object.keys(v).length === 1 && typeof v.count === 'number' ? v.count : undefined);

function text(value: Json | undefined, context: BoardContext, key = ''): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && SEAT_KEYS.has(key) && context.players[value] !== undefined) return context.playerName(context.players[value]);
  if (typeof value === 'string') return context.players.includes(value) ? context.playerName(value) : context.cardShort(value);
  if (typeof value !== 'object') return String(value);
  const count = hiddenCount(value);
  if (count !== undefined) return `${count} hidden`;
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => text(v, context)).join(', ');
  return Object.entries(value).map(([k, v]) => `${words(k)}: ${text(v, context)}`).join('; ');
}

/** A value in a cell: a list of cards one per line, a hidden pile by its size, anything else in words. */
function cell(value: Json | undefined, context: BoardContext, key = ''): Child {
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
    return h('ul', { class: 'card-list' }, (value as string[]).map((id) => h('li', {}, text(id, context))));
  }
  const count = hiddenCount(value);
  if (count !== undefined) return h('span', { class: 'subtle' }, `${count} card${count === 1 ? '' : 's'}, hidden`);
  return text(value, context, key);
}

/** The player an entry of a per-player list belongs to: its own id field, else its seat. */
function ownerOf(entry: Json, index: number, list: Json[], context: BoardContext): string | undefined {
  if (isObject(entry)) {
    for (const key of ['id', 'player', 'playerId']) if (typeof entry[key] === 'string' && context.players.includes(entry[key] as string)) return entry[key] as string;
  }
  return list.length === context.players.length ? context.players[index] : undefined;
}

function fields(entry: Record<string, Json>, context: BoardContext, skip: readonly string[] = []): HTMLElement {
  return h('dl', { class: 'piles' }, Object.entries(entry).filter(([k]) => !skip.includes(k)).flatMap(([k, v]) => [h('dt', {}, words(k)), h('dd', {}, cell(v, context, k))]));
}

/** A list in the view: one block per player when it is per player, else a table of its entries. */
function list(key: string, value: Json[], context: BoardContext): HTMLElement {
  const owners = value.map((entry, i) => ownerOf(entry, i, value, context));
  const label = words(key);
  // The players themselves (seat order): one line, not a block each.
  if (value.length > 0 && value.every((v) => typeof v === 'string' && context.players.includes(v))) {
    return h('p', { 'data-testid': `view-${key}` }, h('strong', {}, `${label}: `), (value as string[]).map(context.playerName).join(', '));
  }
  if (value.length > 0 && owners.every((o) => o !== undefined)) {
    return h('section', { class: 'generic-list', 'data-testid': `view-${key}` }, h('h4', {}, label),
      h('div', { class: 'per-player' }, value.map((entry, i) => h('section', { class: `zones seat-${i % 2}`, 'aria-label': `${context.playerName(owners[i]!)}: ${label}` },
        h('h5', {}, context.playerName(owners[i]!)),
        isObject(entry) ? fields(entry, context, ['id', 'player', 'playerId']) : h('p', {}, cell(entry, context))))));
  }
  if (value.length === 0 || !value.every(isObject)) return h('section', { class: 'generic-list', 'data-testid': `view-${key}` }, h('h4', {}, label), h('p', {}, cell(value, context)));
  const columns = [...new Set(value.flatMap((entry) => Object.keys(entry as object)))];
  return h('section', { class: 'generic-list', 'data-testid': `view-${key}` },
    h('div', { class: 'table-wrap' }, h('table', {}, h('caption', {}, `${label} (${value.length})`),
      h('thead', {}, h('tr', {}, columns.map((c) => h('th', { scope: 'col' }, words(c))))),
      h('tbody', {}, value.map((entry) => h('tr', {}, columns.map((c) => h('td', { class: 'wrap' }, cell((entry as Record<string, Json>)[c], context, c)))))))));
}

/**
 * Any game's view, readably: its figures (turn, phase, who acts) first, then each list — per
 * player where the list is one entry per player (hands, piles, scores), else a table — and any
 * full engine state an official's view carries, folded away as it came.
 */
export const genericRenderer: BoardRenderer = {
  cardIds(view) {
    const out: string[] = [];
    const walk = (v: unknown, depth: number): void => {
      if (typeof v === 'string') out.push(v);
      else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
      else if (isObject(v)) for (const [k, x] of Object.entries(v)) if (!(depth === 0 && (FULL_STATE_KEYS.has(k) || SKIPPED_KEYS.has(k)))) walk(x, depth + 1);
    };
    walk(view, 0);
    return out.filter((s) => s.length <= 80);
  },
  render(raw, context) {
    const view = isObject(raw) ? raw : {};
    const entries = Object.entries(view).filter(([k]) => !FULL_STATE_KEYS.has(k) && !SKIPPED_KEYS.has(k));
    const figures = entries.filter(([, v]) => !Array.isArray(v) && !isObject(v));
    const objects = entries.filter(([, v]) => isObject(v));
    const lists = entries.filter(([, v]) => Array.isArray(v)) as [string, Json[]][];
    const full = Object.entries(view).filter(([k, v]) => FULL_STATE_KEYS.has(k) && v !== null && v !== undefined);
    return h('div', { class: 'board generic-board', 'data-testid': 'generic-board' },
      h('dl', { class: 'checks', 'data-testid': 'view-figures' }, figures.flatMap(([k, v]) => [h('dt', {}, words(k)), h('dd', {}, text(v, context))])),
      lists.map(([k, v]) => list(k, v, context)),
      objects.map(([k, v]) => h('section', { class: 'generic-list', 'data-testid': `view-${k}` }, h('h4', {}, words(k)), fields(v as Record<string, Json>, context))),
      full.map(([k, v]) => h('details', { class: 'full-state' }, h('summary', {}, `${words(k)}: the engine's whole state (officials only)`),
        h('pre', {}, JSON.stringify(v, null, 1)))));
  },
};
