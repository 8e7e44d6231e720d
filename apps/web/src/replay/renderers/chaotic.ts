import type { CreatureView, GameView, ZonesView } from '@arbiter/api-contract';
import { Child, h } from '../../dom.js';
import type { BoardContext, BoardRenderer } from '../board-renderer.js';

/** The judge's view carries the engine's state: the decks in order (the top is the last card). */
interface JudgeState {
  zones?: { attackDeck?: string[]; locationDeck?: string[] }[];
}

const DISCIPLINES = [['courage', 'C', 'Courage'], ['power', 'P', 'Power'], ['wisdom', 'W', 'Wisdom'], ['speed', 'S', 'Speed']] as const;

/** A creature's values now, as the engine computes them (the view's `masters.current`, public: face-down battlegear counts for nothing). */
interface CurrentValues {
  courage: number;
  power: number;
  wisdom: number;
  speed: number;
  energy: number;
  elements: readonly string[];
  keywords: readonly string[];
}

/** The Masters view with the values and per-seat hands newer engines add; older views lack them. */
interface MastersExtras {
  current?: readonly (CurrentValues | null)[];
  mugicHands?: readonly (readonly string[])[];
}

const extras = (view: GameView): MastersExtras => (view.masters ?? {}) as MastersExtras;

/** A value now, with the printed one beside it when they differ. */
function valued(now: number, printed: number): Child[] {
  return now === printed ? [` ${now}`] : [` ${now}`, h('span', { class: 'printed', title: 'printed value' }, ` (${printed})`)];
}

const WAITING: Record<string, string> = {
  'draw-attack': 'to draw an attack', 'reveal-location': 'to reveal a location', 'action-step': 'to move or end the action step',
  strike: 'to strike with an attack', 'showdown-pick': 'to pick a creature for the showdown', priority: 'to act or pass (priority)',
  attest: 'to state the outcome of attested text', intercept: 'to intercept with a Defender or not', 'place-mirage': 'to place the Mirage',
};

/** Rows of the battleboard (CR 2.1.2): side A's triangle from its back space, then side B's down to its back space. */
function rows(size: number): number[][] {
  const perSide = Math.round((Math.sqrt(8 * size + 1) - 1) / 2);
  const out: number[][] = [];
  let space = 0;
  for (let y = 0; y < 2 * perSide; y++) {
    const width = y < perSide ? y + 1 : 2 * perSide - y;
    out.push(Array.from({ length: width }, () => space++));
  }
  return out;
}

function cards(ids: readonly string[] | undefined, name: (id: string) => string, none = 'none'): Child {
  if (!ids || ids.length === 0) return h('span', { class: 'subtle' }, none);
  return h('ul', { class: 'card-list' }, ids.map((id) => h('li', {}, name(id))));
}

function creatureCard(view: GameView, creature: CreatureView, context: BoardContext): HTMLElement {
  const m = view.masters;
  const gear = m?.gear[creature.uid];
  const counters = m?.counters[creature.uid] ?? 0;
  // Current values where the engine gives them (Masters formats), else the printed ones.
  const now = extras(view).current?.[creature.uid] ?? null;
  const energy = now?.energy ?? creature.energy;
  const left = Math.max(0, energy - creature.damage);
  const engaged = view.combat && (view.combat.attacker === creature.uid || view.combat.defender === creature.uid);
  const elements = now?.elements ?? creature.elements;
  const elementsChanged = now !== null && [...now.elements].sort().join(' ') !== [...creature.elements].sort().join(' ');
  return h('div', { class: `creature seat-${creature.owner}${engaged ? ' engaged' : ''}`, 'data-testid': 'creature', 'data-uid': creature.uid },
    h('strong', { class: 'creature-name' }, context.cardShort(creature.card)),
    h('span', { class: 'stats', 'data-testid': 'disciplines' }, DISCIPLINES.map(([key, letter, label]) =>
      h('span', {}, h('abbr', { title: label }, letter), ...valued(now?.[key] ?? creature.stats[key], creature.stats[key])))),
    h('span', { class: 'energy', 'data-testid': 'energy' }, h('abbr', { title: 'Energy' }, 'E'), ...valued(energy, creature.energy),
      creature.damage > 0 ? h('span', { class: 'damage' }, ` −${creature.damage} dmg → ${left}`) : null),
    h('span', { class: 'elements', 'data-testid': 'elements' }, elements.length ? elements.join(' ') : 'no elements',
      elementsChanged ? h('span', { class: 'printed', title: 'printed elements' }, ` (${creature.elements.join(' ') || 'none'})`) : null),
    now && now.keywords.length ? h('span', { class: 'keywords', 'data-testid': 'keywords' }, now.keywords.join(', ')) : null,
    gear ? h('span', { class: `gear${gear.faceUp ? '' : ' face-down'}`, 'data-testid': 'gear' },
      gear.card ? `${context.cardShort(gear.card)}${gear.faceUp ? '' : ' (face down)'}` : 'battlegear face down') : null,
    m ? h('span', { class: 'counters', 'data-testid': 'mugic-counters' }, `Mugic ${counters}`) : null,
    m?.infected.includes(creature.uid) ? h('span', { class: 'tag' }, 'infected') : null,
    engaged ? h('span', { class: 'tag' }, view.combat!.attacker === creature.uid ? 'attacking' : 'defending') : null);
}

function battleboard(view: GameView, context: BoardContext): HTMLElement {
  // In combat the attacker shares the defender's space (CR 6.3.4): a space may hold two creatures.
  const on = (space: number) => view.creatures.filter((c) => c.space === space);
  const mirage = view.masters?.mirage;
  return h('div', { class: 'battleboard', 'data-testid': 'battleboard', role: 'group', 'aria-label': 'Battleboard' },
    rows(view.size).map((row) => h('div', { class: 'board-row' }, row.map((space) => {
      const here = on(space);
      return h('div', { class: `space${here.length ? '' : ' empty'}`, 'data-space': space },
        here.length ? here.map((creature) => creatureCard(view, creature, context)) : h('span', { class: 'subtle' }, 'empty'),
        mirage?.space === space ? h('span', { class: 'tag' }, `Mirage: ${context.cardShort(mirage.card)}`) : null);
    }))));
}

/** One player's piles as the viewer may see them: a hidden pile by its count, a deck in order only for officials. */
function zones(view: GameView, seat: number, context: BoardContext): HTMLElement {
  const zone: ZonesView = view.zones[seat];
  const m = view.masters;
  const judgeZone = (view.judge as JudgeState | undefined)?.zones?.[seat];
  const hidden = (n: number) => h('span', { class: 'subtle' }, `${n} card${n === 1 ? '' : 's'}, hidden`);
  const mugicHand = (): Child => {
    if (!m) return null;
    const count = m.mugicHandCounts[seat] ?? 0;
    if (!m.mugicHand) return hidden(count);
    // The judge sees each hand by seat (older views: one list, seat A's first); a player sees their own.
    const bySeat = extras(view).mugicHands?.[seat];
    if (context.viewer.kind === 'judge' && bySeat) return cards(bySeat, context.cardName);
    if (context.viewer.kind === 'judge') {
      const start = seat === 0 ? 0 : m.mugicHandCounts[0] ?? 0;
      return cards(m.mugicHand.slice(start, start + count), context.cardName);
    }
    return context.viewer.kind === 'player' && context.viewer.player === zone.player ? cards(m.mugicHand, context.cardName) : hidden(count);
  };
  const deck = (count: number, order: string[] | undefined): Child =>
    order ? h('details', {}, h('summary', {}, `${count} cards (top first)`), cards([...order].reverse(), context.cardName)) : `${count} cards`;
  const active = view.active === zone.player;
  return h('section', { class: `zones seat-${seat}`, 'aria-label': `${context.playerName(zone.player)}'s cards`, 'data-testid': `zones-${seat}` },
    h('h4', {}, `${context.playerName(zone.player)} (side ${seat === 0 ? 'A' : 'B'})`, active ? h('span', { class: 'tag' }, 'active') : null),
    h('dl', { class: 'piles' },
      h('dt', {}, 'Attack hand'), h('dd', { 'data-testid': 'attack-hand' }, zone.attackHand ? cards(zone.attackHand, context.cardName, 'empty') : hidden(zone.attackHandCount)),
      m ? [h('dt', {}, 'Mugic hand'), h('dd', { 'data-testid': 'mugic-hand' }, mugicHand())] : null,
      h('dt', {}, 'Attack deck'), h('dd', {}, deck(zone.attackDeckCount, judgeZone?.attackDeck)),
      h('dt', {}, 'Location deck'), h('dd', {}, deck(zone.locationDeckCount, judgeZone?.locationDeck)),
      h('dt', {}, 'Attack discard'), h('dd', {}, cards(zone.attackDiscard, context.cardName, 'empty')),
      h('dt', {}, 'General discard'), h('dd', {}, cards(zone.generalDiscard, context.cardName, 'empty'))));
}

function status(view: GameView, context: BoardContext): HTMLElement {
  const seat = view.pending.seat;
  const waiting = view.pending.kind === 'game-over' ? 'Game over'
    : `Waiting for ${context.playerName(seat === undefined ? view.active : view.players[seat])} ${WAITING[view.pending.kind] ?? view.pending.kind}`;
  const result = view.result ? (view.result.draw || view.result.winners.length === 0 ? 'a draw' : `${view.result.winners.map(context.playerName).join(', ')} won`) : null;
  const name = (uid: number) => context.cardShort(view.creatures[uid]?.card ?? String(uid));
  return h('div', { class: 'board-status', 'data-testid': 'board-status' },
    h('p', {}, h('strong', {}, `Turn ${view.turn}`), ` · ${context.playerName(view.active)}'s turn · ${waiting}`, result ? ` · ${result}` : null),
    view.combat ? h('p', {}, `Combat${view.combat.showdown ? ' (showdown)' : ''}: ${name(view.combat.attacker)} attacks ${name(view.combat.defender)}; ${context.playerName(view.players[view.combat.striker])} strikes`) : null,
    h('p', { 'data-testid': 'active-location' }, 'Active location: ', view.activeLocation ? `${context.cardName(view.activeLocation.card)}, ${context.playerName(view.players[view.activeLocation.owner])}'s` : 'none',
      view.masters?.hive ? ' · Hive active' : null));
}

function burst(view: GameView, context: BoardContext): Child {
  const items = view.masters?.burst ?? [];
  if (!view.masters) return null;
  const name = (uid: number) => context.cardShort(view.creatures[uid]?.card ?? String(uid));
  return h('section', { class: 'burst', 'data-testid': 'burst', 'aria-label': 'Burst' },
    h('h4', {}, `Burst (${items.length})`),
    items.length === 0 ? h('p', { class: 'subtle' }, 'empty') : h('ol', { reversed: true }, [...items].reverse().map((item) => h('li', {},
      `${item.kind} ${context.cardName(item.card)} · ${context.playerName(view.players[item.controller])}`,
      item.source !== null ? ` · from ${name(item.source)}` : '',
      item.targets.length ? ` · targets ${item.targets.map(name).join(', ')}` : ''))),
    (view.masters.revealed ?? []).map((r) => h('p', {}, `${context.playerName(view.players[r.seat])} revealed their ${r.hand} hand: ${r.cards.map(context.cardName).join(', ') || 'empty'}`)));
}

/** Chaotic's board: both players' piles, the battleboard with each creature's figures, the burst and the active location. */
export const chaoticRenderer: BoardRenderer = {
  cardIds(raw) {
    const view = raw as GameView;
    const m = view.masters;
    const judge = view.judge as JudgeState | undefined;
    return [
      ...view.creatures.map((c) => c.card),
      ...view.zones.flatMap((z) => [...(z.attackHand ?? []), ...z.attackDiscard, ...z.generalDiscard]),
      ...(judge?.zones ?? []).flatMap((z) => [...(z.attackDeck ?? []), ...(z.locationDeck ?? [])]),
      ...(view.activeLocation ? [view.activeLocation.card] : []),
      ...(m ? [...m.gear.flatMap((g) => (g?.card ? [g.card] : [])), ...(m.mugicHand ?? []), ...m.burst.map((b) => b.card), ...(m.mirage ? [m.mirage.card] : []),
        ...(m.revealed ?? []).flatMap((r) => r.cards)] : []),
    ];
  },
  render(raw, context) {
    const view = raw as GameView;
    const defeated = view.creatures.filter((c) => c.space === null);
    return h('div', { class: 'board chaotic-board', 'data-testid': 'chaotic-board' },
      status(view, context),
      zones(view, 0, context),
      battleboard(view, context),
      zones(view, 1, context),
      burst(view, context),
      defeated.length ? h('p', { 'data-testid': 'defeated' }, 'Defeated: ', defeated.map((c) => `${context.cardShort(c.card)} (${context.playerName(view.players[c.owner])})`).join(', ')) : null);
  },
};
