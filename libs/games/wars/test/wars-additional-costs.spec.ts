import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, arrange, B, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out standing additional costs (wars:glossary/costs): "As an additional
 * cost for a player to play a unit here, that player loses 2 energy." Energy paid to play a card
 * is what it costs, changed; energy lost, and what attacking or draining takes, is paid with the
 * action, the loss card by card by the player's own `lose` actions next. Ann's deck: two
 * Ganymede/Exploratory Camp sites (0-0, and 0-1 put in play so she has the two Earther support
 * icons a Zealous Squad needs), Ganymede/Traginium Source, Entrenched Infantry 1U17 (0-3),
 * Restricted Passage 2U148 (0-4), Accord Negotiation 1R111 (0-5), Ganymede/Traginium Well 1C310
 * (0-6, a site with no support icon), Alnak Station/Hallway 1R294 (0-7, a Quay support icon),
 * Defiled Asset 1U230 (0-8), Harried and Harassed 1R130 (0-9), then Zealous Squads (1C55, cost 2,
 * two Earther support icons). Bob's: Ganymede/Traginium Well (1-0), a Zealous Squad (1-1),
 * Venus/Gula Mons Correctional Facility 2U163 (1-2), Alnak Station/Hallway (1-3), two camps (1-4,
 * 1-5), Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '1U17', '2U148', '1R111', '1C310', '1R294', '1U230', '1R130', ...Array(28).fill('1C55')];
const BOB = ['1C310', '1C55', '2U163', '1R294', '1S301', '1S301', ...Array(32).fill('1C55')];
const engine = warsModule.engines.engine();

/** A location of Bob's put in play as a site of a group of its own. */
function bobSite(s: WarsState, key: string, name: string): void {
  s.piles[1].reserve = s.piles[1].reserve.filter((k) => k !== key);
  s.inPlay[key] = { key, owner: 1, kind: 'location', at: null, host: null, damaged: false };
  s.groups.push({ name, sites: [key], sectors: [] });
}

/** Ann's deploy phase, her second camp in play, a Zealous Squad (0-10) in hand and `active` energy. */
function deploying(active: number): WarsState {
  const s = startedWith([DECK, BOB], engine, 'extra-costs');
  s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sites.push('0-1');
  toPhase(s, 'deploy');
  arrange(s, 0, ['0-10', '0-6', '0-7'], Array.from({ length: active }, (_, i) => `0-${11 + i}`));
  return s;
}

const lossOwed = (s: WarsState) => s.pendingLoss && { seat: s.pendingLoss.seat, remaining: s.pendingLoss.remaining, rule: s.pendingLoss.rule };

describe('wars:glossary/costs: additional costs of playing a card, in play (engine 1.2.0)', () => {
  it('Entrenched Infantry 1U17 ("As long as this character is at a site, as an additional cost for a player to play a unit here, that player loses 2 energy."): a unit played there costs Ann 2 energy lost, owed before anything else', () => {
    const s = deploying(4);
    put(s, '0-3', 'unit', '0-0');
    act(s, A, 'deploy', { card: '1C55', at: '0-0' });
    expect([lossOwed(s), s.piles[0].active.length]).toEqual([{ seat: 0, remaining: 2, rule: 'wars:glossary/costs' }, 2]);
    expect(codes(s, A, 'pass', {})).toEqual(['wars/energy-not-lost wars:glossary/costs']);
    act(s, A, 'lose', { from: 'reserve' });
    act(s, A, 'lose', { from: 'reserve' });
    expect(s.pendingLoss).toBeNull();
  });

  it('a unit played at another site costs nothing more', () => {
    const s = deploying(4);
    put(s, '0-3', 'unit', '0-0');
    act(s, A, 'deploy', { card: '1C55', at: '0-1' });
    expect([s.pendingLoss, s.piles[0].active.length]).toEqual([null, 2]);
  });

  it('Venus/Gula Mons Correctional Facility 2U163 ("As long as you control this location, as an additional cost for your opponent to play a ship or unit, he or she pays 1 energy."): while Bob controls it, Ann\'s Zealous Squad costs 3', () => {
    const s = deploying(2);
    bobSite(s, '1-2', 'Venus');
    put(s, '1-1', 'unit', '1-2');
    expect(codes(s, A, 'deploy', { card: '1C55', at: '0-0' })).toEqual(['wars/cannot-pay wars:glossary/deployment-phase#5']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'deploy', payload: { card: '1C55', at: '0-0' } })[0].message)
      .toBe('Zealous Squad costs 3 energy (printed 2, changed by card text in play) and your active pile holds 2');
    // Ann's unit there too: Bob no longer controls it, and the card costs what it prints.
    put(s, '0-20', 'unit', '1-2');
    expect(codes(s, A, 'deploy', { card: '1C55', at: '0-0' })).toEqual([]);
  });

  it('Restricted Passage 2U148 ("As an additional cost for a player to play a location that has no support icon, that player loses 2 energy."): Ganymede/Traginium Well costs 2 lost, Alnak Station/Hallway nothing', () => {
    const s = deploying(1);
    put(s, '0-4', 'asset', '0-0', '0-0');
    act(s, A, 'deploy', { card: '1C310', place: 2 });
    expect(lossOwed(s)).toEqual({ seat: 0, remaining: 2, rule: 'wars:glossary/costs' });
    const t = deploying(1);
    put(t, '0-4', 'asset', '0-0', '0-0');
    act(t, A, 'deploy', { card: '1R294', place: 0 });
    expect(t.pendingLoss).toBeNull();
  });
});

describe('wars:glossary/costs: additional costs of attacking (engine 1.2.0)', () => {
  /** Ann's battle phase: her Accord Negotiation beneath her camp; her unit and Bob's at Bob's Traginium Well (related) and at his Alnak Station (not). */
  function attacking(): WarsState {
    const s = startedWith([DECK, BOB], engine, 'extra-costs');
    bobSite(s, '1-3', 'Alnak Station');
    put(s, '0-5', 'asset', '0-0', '0-0');
    for (const at of ['1-0', '1-3']) {
      put(s, at === '1-0' ? '0-10' : '0-11', 'unit', at);
      put(s, at === '1-0' ? '1-1' : '1-10', 'unit', at);
    }
    toPhase(s, 'battle');
    return s;
  }

  it('Accord Negotiation 1R111 ("As an additional cost for a player to attack at a related location, that player loses 2 energy."): an attack at the related Traginium Well costs Ann 1 energy and 2 lost', () => {
    const s = attacking();
    s.piles[0].active.push(...s.piles[0].reserve.splice(0, 1));
    act(s, A, 'attack', { location: '1-0' });
    expect([lossOwed(s), s.piles[0].active.length]).toEqual([{ seat: 0, remaining: 2, rule: 'wars:glossary/costs' }, 0]);
  });

  it('an attack at the unrelated Alnak Station costs the 1 energy alone', () => {
    const s = attacking();
    s.piles[0].active.push(...s.piles[0].reserve.splice(0, 1));
    act(s, A, 'attack', { location: '1-3' });
    expect(s.pendingLoss).toBeNull();
  });

  it('an attack Ann has too little to lose for is refused with what it costs and what she has', () => {
    const s = attacking();
    s.piles[0] = { hand: [], reserve: [], active: ['0-30'], used: [], lost: [] };
    expect(codes(s, A, 'attack', { location: '1-0' })).toEqual(['wars/cannot-pay wars:glossary/costs']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'attack', payload: { location: '1-0' } })[0].message)
      .toBe('attacking at Ganymede/Traginium Well costs 2 energy lost besides (an additional cost of card text in play), and you have 1 energy and cards in hand to lose');
    expect(codes(s, A, 'attack', { location: '1-3' })).toEqual([]);
  });
});

/** Bob's turn in `phase`, Bob holding initiative, his two camps in play (the Earther support icons his Zealous Squads need), `active` energy. */
function bobsTurn(phase: WarsState['phase'], active: number): WarsState {
  const s = startedWith([DECK, BOB], engine, 'extra-costs');
  for (const key of ['1-4', '1-5']) {
    s.inPlay[key] = { key, owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups[0].sites.push(key);
  }
  arrange(s, 1, ['1-20'], Array.from({ length: active }, (_, i) => `1-${21 + i}`));
  Object.assign(s, { current: 1, phase, initiative: 1, passes: 0 });
  return s;
}

describe('wars:glossary/costs: additional costs of draining, and until end of turn (engine 1.2.0)', () => {
  it('Defiled Asset 1U230 ("As an additional cost for your opponent to drain here, he or she pays 3 energy."), beneath Bob\'s Traginium Well: Bob pays 3 to drain there', () => {
    const s = bobsTurn('control', 2);
    put(s, '0-8', 'asset', '1-0', '1-0');
    put(s, '1-1', 'unit', '1-0');
    expect(codes(s, B, 'drain', { location: '1-0' })).toEqual(['wars/cannot-pay wars:glossary/costs']);
    expect(engine.validate(s, { seq: s.seq + 1, player: B, type: 'drain', payload: { location: '1-0' } })[0].message)
      .toBe('draining at Ganymede/Traginium Well costs 3 energy (an additional cost of card text in play), and your active pile holds 2');
    s.piles[1].active.push(s.piles[1].reserve.shift()!);
    act(s, B, 'drain', { location: '1-0' });
    expect([s.piles[1].active.length, s.piles[1].used.length]).toEqual([0, 3]);
  });

  it('Harried and Harassed 1R130 ("Until end of turn, as an additional cost for your opponent to play a unit, he or she pays 1 energy."): played by Ann in Bob\'s deploy phase, Bob\'s Zealous Squad costs 3 until the turn ends', () => {
    const s = bobsTurn('deploy', 2);
    expect(codes(s, B, 'deploy', { card: '1C55', at: '1-4' })).toEqual([]);
    s.piles[0].hand.push(s.piles[0].reserve.splice(s.piles[0].reserve.indexOf('0-9'), 1)[0]);
    // The two Maverick support icons Harried and Harassed needs, as text Ann used this turn would give them.
    s.untilEndOfTurn = [{ kind: 'icon', seat: 0, location: '0-0', faction: 'maverick', count: 2 }];
    act(s, B, 'pass');
    act(s, A, 'play-interrupt', { card: '1R130' });
    passes(s);
    expect(s.untilEndOfTurn).toContainEqual(expect.objectContaining({ kind: 'cost', card: '0-9', seat: 0, by: 1 }));
    expect(engine.validate(s, { seq: s.seq + 1, player: B, type: 'deploy', payload: { card: '1C55', at: '1-4' } }).map((v) => v.message))
      .toEqual(['Zealous Squad costs 3 energy (printed 2, changed by card text in play) and your active pile holds 2']);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 carries out none of these additional costs: they stay attested, so its logs replay as they were played', () => {
    const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
    const lines: [string, string][] = [
      ['1U17', 'As long as this character is at a site'], ['2U163', 'As long as you control this location'], ['2U148', 'As an additional cost'], ['1R111', 'As an additional cost'],
      ['1U230', 'As an additional cost'], ['1R130', 'Until end of turn'],
    ];
    for (const [id, start] of lines) {
      const card = cards.get(id)!;
      const line = card.abilities.find((a) => a.text.startsWith(start))!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
