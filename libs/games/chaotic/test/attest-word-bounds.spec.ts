import type { Card } from '../src/cards/card';
import type { CardEffect } from '../src/effects/effect-types';
import { createChaoticEngine } from '../src/engine';
import { statedOutcomes } from '../src/engine/attest-readings';
import { readTextBounds } from '../src/engine/attest-text-bounds';
import { readWordBounds } from '../src/engine/attest-word-bounds';
import { createContext } from '../src/engine/context';
import type { BurstItem } from '../src/engine/masters-state';
import type { ChaoticAction, ChaoticState } from '../src/engine/types';
import { attestedGame, decksOf, stateAt } from './attest-games';
import { cards, engine } from './support';

/** Engine 1.5.0 bounded only text the clause templates read: its logs replay under that rule. */
const templatesOnly = createChaoticEngine(cards, '1.5.0');
const ctx = createContext(cards);

/** Every attested text of the bundled card set, normal and Brainwashed, with its card. */
const attested = cards.cards.flatMap((card) => {
  const { normal, brainwashed } = ctx.effects(card.id);
  const texts = (list: readonly CardEffect[], box: 'normal' | 'brainwashed') => list.flatMap((e, index) => (e.kind === 'attested' ? [{ card, text: e.text, box, index }] : []));
  return [...texts(normal, 'normal'), ...texts(brainwashed, 'brainwashed')];
});

/** A bot game stopped at its first attest of `id`, and a way to state another outcome for it. */
function atAttest(kind: 'attacks' | 'mugic' | 'locations', id: string) {
  const game = attestedGame(id, decksOf(kind, id));
  const attest = game.actions[game.index];
  const state = stateAt(game.ndjson, game.index);
  const stating = (outcome: object): ChaoticAction => ({ ...attest, payload: { item: (attest.payload as { item: number }).item, card: id, ...outcome } } as ChaoticAction);
  const engaged = [state.combat!.attacker, state.combat!.defender];
  return { attest, state, stating, engaged };
}

const beyond = (rule: string, seq: number) => [expect.objectContaining({ code: 'chaotic/attested-beyond-text', rule, seq })];

describe('reading attested text by its words when no clause template reads it (attest-word-bounds.ts)', () => {
  it('of the 149 attested texts, 11 are read by the templates, 131 by their words, and 7 stay open for a judge', () => {
    const read = attested.map(({ card, text }) => (readTextBounds(text, card) ? 'templates' : readWordBounds(text, card) ? 'words' : 'open'));
    expect(attested).toHaveLength(149);
    expect(read.filter((r) => r === 'templates')).toHaveLength(11);
    expect(read.filter((r) => r === 'words')).toHaveLength(131);
    // They play, copy or activate other text: what that text could do is not in their words.
    expect(attested.filter((_, i) => read[i] === 'open').map(({ card }) => card.id)).toEqual(['MI-12', 'ROTO-45', 'AU-58', 'AU-76', 'AU-14', 'AU-36-lore', 'FUN-89']);
  });

  it('a kind is allowed only by its words, numbers are the largest printed, X and "for each" print none', () => {
    const words = (id: string, text: string) => readWordBounds(text, cards.byId(id)!)!.map((c) => [c.kind, c.amount, c.which]);
    expect(words('ZOTH-79', 'Infect up to two target Uninfected Creatures')).toEqual([['status', null, null]]);
    expect(words('MI-139', "Sacrifice Maxxor's Torch: Target opponent chooses a M'arrillian or Minion Creature they control. Maxxor's Torch deals 25 damage to the chosen Creature")).toEqual([['damage', 25, null], ['moves', null, null]]);
    expect(words('SS-28', 'Lanker loses 5 Energy: Choose Courage, Power, Wisdom, or Speed. Target Creature gains 15 in the chosen Discipline')).toEqual([['stats', 15, ['courage', 'power', 'wisdom', 'speed', 'energy']]]);
    expect(words('ROTO-81', 'Heal 5 damage to target Creature and deal 5 damage to another target Creature for each Danian Creature you control with Water')).toEqual([['damage', null, null], ['healing', null, null], ['elements', null, ['Water']]]);
    // An attack's checks before the colon change nothing; a creature sacrificed may be stated as damage of any size.
    expect(words('FUN-55', 'Stat Check Speed 75: You can swap the spaces on the Battleboard of two unengaged Creatures that are adjacent to each other')).toEqual([]);
    expect(words('TOTT-82', 'Sacrifice an unengaged Mandiblor Creature. If you do, return target Danian Creature Card from your general discard pile to play')).toEqual([['damage', null, null], ['moves', null, null]]);
  });
});

describe('CR 8.5.2 an attested outcome is checked against the words of text no template reads (engine 1.6.0)', () => {
  it('8.6.2.1 kind: Twister of Elements (SS-64) searches and moves cards only, so stated damage or a stat change is refused; a move is valid', () => {
    const { attest, state, stating, engaged } = atAttest('attacks', 'SS-64');
    const damage = engine.validate(state, stating({ damage: { [engaged[1]]: 10 } }));
    expect(damage).toEqual(beyond('8.6.2.1', attest.seq));
    expect(damage[0].message).toContain('cannot make damage of 10');
    expect(damage[0].message).toContain('by its words it allows only card moves');
    expect(engine.validate(state, stating({ stats: [{ creature: engaged[0], stat: 'speed', by: 5 }] }))).toEqual(beyond('8.6.2.1', attest.seq));
    const seat = state.players.indexOf(attest.player);
    const card = state.zones[seat].attackDeck[0];
    expect(engine.validate(state, stating({ moves: [{ card, owner: attest.player, from: 'attackDeck', to: 'attackDiscard' }] }))).toEqual([]);
  });

  it('8.6.2.1 kind: Terraport (ZOTH-55), "Your engaged Creature loses Earth", names Earth, so a Fire change or healing is refused', () => {
    const { attest, state, stating, engaged } = atAttest('attacks', 'ZOTH-55');
    expect(engine.validate(state, stating({ elements: [{ creature: engaged[0], element: 'Fire', has: false }] }))).toEqual(beyond('8.6.2.1', attest.seq));
    expect(engine.validate(state, stating({ damage: { [engaged[0]]: -5 } }))).toEqual(beyond('8.6.2.1', attest.seq));
    expect(engine.validate(state, stating({ elements: [{ creature: engaged[0], element: 'Earth', has: false }] }))).toEqual([]);
  });

  it('8.5.2 number: Song of Desperation (SS-82), "gains 30 Energy", refuses 40 Energy or an element, and allows 30', () => {
    const { attest, state, stating, engaged } = atAttest('mugic', 'SS-82');
    const more = engine.validate(state, stating({ stats: [{ creature: engaged[0], stat: 'energy', by: 40 }] }));
    expect(more).toEqual(beyond('8.5.2', attest.seq));
    expect(more[0].message).toContain('more than the 30 it names');
    expect(engine.validate(state, stating({ elements: [{ creature: engaged[0], element: 'Water', has: true }] }))).toEqual(beyond('8.5.2', attest.seq));
    expect(engine.validate(state, stating({ stats: [{ creature: engaged[0], stat: 'energy', by: 30 }] }))).toEqual([]);
  });

  it('8.5.2 number: Interlude of Interruption (AU-171), "pays an additional Mugic counter", refuses two counters removed, or damage', () => {
    const { attest, state, stating, engaged } = atAttest('mugic', 'AU-171');
    const more = engine.validate(state, stating({ counters: { [engaged[0]]: 2 } }));
    expect(more).toEqual(beyond('8.5.2', attest.seq));
    expect(more[0].message).toContain('more than the 1 it names');
    expect(engine.validate(state, stating({ damage: { [engaged[0]]: 5 } }))).toEqual(beyond('8.5.2', attest.seq));
  });

  it('8.5.2 number: X in Predator\'s Song (MI-168), "loses X from each Discipline", allows a loss of any size, still not an element', () => {
    const { attest, state, stating, engaged } = atAttest('mugic', 'MI-168');
    expect(engine.validate(state, stating({ stats: [{ creature: engaged[1], stat: 'courage', by: -200 }] }))).toEqual([]);
    expect(engine.validate(state, stating({ elements: [{ creature: engaged[1], element: 'Air', has: false }] }))).toEqual(beyond('8.5.2', attest.seq));
  });

  it('8.5.2 kind: City of Kehn-sep\'s beginning-of-combat text (AU-192) puts Mugic counters and moves cards, so a stat change is refused', () => {
    const { attest, state, stating, engaged } = atAttest('locations', 'AU-192');
    expect(engine.validate(state, stating({ counters: { [engaged[0]]: 2 } }))).toEqual([]);
    expect(engine.validate(state, stating({ stats: [{ creature: engaged[0], stat: 'power', by: 5 }] }))).toEqual(beyond('8.5.2', attest.seq));
  });

  it('engine 1.5.0 takes outcomes of text no template reads on trust, so its logs replay as recorded', () => {
    const { state, stating, engaged } = atAttest('attacks', 'SS-64');
    expect(templatesOnly.validate(state, stating({ damage: { [engaged[1]]: 10 } }))).toEqual([]);
  });
});

describe('every attested text: the bots\' outcome is within its bounds, and a bounded text refuses a kind it cannot make', () => {
  const { attest, state } = atAttest('attacks', 'SS-64');
  const uid = state.combat!.attacker;
  const stating = (id: string, outcome: object) => ({ ...attest, payload: { item: (attest.payload as { item: number }).item, card: id, ...outcome } } as ChaoticAction);

  /** The state with `text` of `card` on top of the burst, as the item that resolves it. */
  function resolving(card: Card, text: string): ChaoticState {
    const s = engine.clone(state);
    const m = s.masters!;
    const top = m.burst[m.burst.length - 1];
    const kind = card.type === 'Attack' ? 'attack' : card.type === 'Mugic' ? 'mugic' : 'trigger';
    // A mugic or attack resolves its whole text; an ability item carries its own text, so a Brainwashed one resolves alike.
    const granted = { kind: 'attested', text } as unknown as BurstItem['granted'];
    m.burst[m.burst.length - 1] = { ...top, kind, card: card.id, effect: 0, targets: [], ...(kind === 'trigger' ? { granted } : {}) };
    return s;
  }

  /** One change of each kind, to try against a text that cannot make it. */
  const ONE_OF: Readonly<Record<string, object>> = {
    damage: { damage: { [uid]: 5 } }, healing: { damage: { [uid]: -5 } }, counters: { counters: { [uid]: 1 } },
    stats: { stats: [{ creature: uid, stat: 'energy', by: 5 }] }, elements: { elements: [{ creature: uid, element: 'Fire', has: true }] },
    keywords: { keywords: [{ creature: uid, keyword: 'Strike 10', has: true }] }, status: { status: [{ creature: uid, status: 'Infected', has: true }] },
  };

  it('149 texts: each one\'s bot outcome ("no change", or Glacier Plains\' reading) is valid', () => {
    const refused = attested.flatMap(({ card, text }) => {
      const s = resolving(card, text);
      return statedOutcomes(s, ctx, card.id).flatMap((outcome) => engine.validate(s, stating(card.id, outcome)).map((v) => `${card.id}: ${v.message}`));
    });
    expect(refused).toEqual([]);
  });

  it('8.5.2 number: "for each" in Mindproof March (ROTO-81) allows damage of any size; "deals 25 damage" (Maxxor\'s Torch, MI-139) refuses 30', () => {
    const textOf = (id: string) => attested.find((a) => a.card.id === id)!;
    const march = textOf('ROTO-81');
    expect(engine.validate(resolving(march.card, march.text), stating('ROTO-81', { damage: { [uid]: 60 } }))).toEqual([]);
    const { card: torch, text } = textOf('MI-139');
    const found = engine.validate(resolving(torch, text), stating(torch.id, { damage: { [uid]: 30 } }));
    expect(found).toEqual(beyond('8.5.2', attest.seq));
    expect(found[0].message).toContain('by its words it allows only damage up to 25 (any Creature); card moves');
    expect(engine.validate(resolving(torch, text), stating(torch.id, { damage: { [uid]: 25 } }))).toEqual([]);
  });

  it('8.5.2 / 8.6.2.1 kind: each bounded text refuses a change of a kind it does not allow, citing its rule', () => {
    let tried = 0;
    for (const { card, text } of attested) {
      // Cards with two attested texts (MI-76, attacks and mugic resolving whole) are bounded by both.
      const texts = card.type === 'Attack' || card.type === 'Mugic' ? attested.filter((a) => a.card === card).map((a) => a.text) : [text];
      const bounds = texts.map((t) => readTextBounds(t, card) ?? readWordBounds(t, card));
      if (bounds.some((b) => b === null)) continue;
      const kinds = new Set(bounds.flat().map((c) => c!.kind));
      const missing = Object.keys(ONE_OF).find((k) => !kinds.has(k as never));
      if (!missing) continue;
      tried++;
      const found = engine.validate(resolving(card, text), stating(card.id, ONE_OF[missing]));
      expect({ id: card.id, text, found }).toEqual({ id: card.id, text, found: beyond(card.type === 'Attack' ? '8.6.2.1' : '8.5.2', attest.seq) });
    }
    expect(tried).toBeGreaterThan(130);
  });
});
