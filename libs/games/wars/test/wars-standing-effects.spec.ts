import type { WarsAction, WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, WARS_ENGINE_VERSION, warsModule } from '../src';
import { isCardKind } from '../src/effects/card-kinds';
import { engineCardText } from '../src/effects/engine-text';
import { targetSupported } from '../src/effects/phrases';
import { capacityLeft, immuneToAttrition } from '../src/engine/game-cards';
import { activationLimit, supportIconsFor } from '../src/engine/locations';
import { A, act, B, DECKS, put, startedWith } from './scenario-support';

/**
 * Engine 1.1.0 carries out ongoing stat changes and immunity itself (wars:glossary/ongoing-ability,
 * modifiers): each case is a real card, in play in a hand-made game. Seat 0's deck: two
 * Ganymede/Exploratory Camp sites, Ganymede/Traginium Source (a sector), Bean Counter 1C113,
 * Vishal Quarrel 1R216, Vatarva-Sudeva 1R214, Advanced Research 1U1, Consigned Trooper 1C13,
 * GR-Blade 1C25, Close Support Pilot 1C10 (Piloting 1), Qurim Rager 1C256, two Katuka 2U131,
 * Zealous Squads (6/2/2), then Sitka 1R263, Cartel Legate 1R115, Survey Cruiser 1C48,
 * Tavang-Damir 1R211, Qurim Life Ship 1C255 (capacity 4), Earth/Humanity's Home 1C298 (a sector)
 * and Grid Tactician 1C70 (keys 0-36 to 0-42). Seat 1's is the rules tests' (Zealous Squads).
 */
const DECK = ['1S301', '1S301', '1C309', '1C113', '1R216', '1R214', '1U1', '1C13', '1C25', '1C10', '1C256', '2U131', '2U131', ...Array(23).fill('1C55'), '1R263', '1R115', '1C48', '1R211', '1C255', '1C298', '1C70'];
const engines = { now: warsModule.engines.engine(), old: warsModule.engines.engine('1.0.0') };
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const text = engineCardText(WARS_ENGINE_VERSION);
const game = (s: WarsState) => gameOf(s, (id) => cards.get(id), undefined, text);
const stats = (s: WarsState, key: string) => statsOf(game(s), key);

const started = (engine = engines.now) => startedWith([DECK, DECKS[1]], engine, 'standing');

/** Ganymede/Traginium Source (0-2) in play: a sector related to the Ganymede sites. */
function withSector(s: WarsState): void {
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
}

describe('wars:glossary/ongoing-ability: standing stat changes the engine carries out (engine 1.1.0)', () => {
  it('Bean Counter 1C113: power +4 while your active pile holds at least eight cards', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    s.piles[0].active = s.piles[0].reserve.splice(0, 7);
    expect(stats(s, '0-3')).toEqual({ power: 1, tactics: 2, defense: 3 });
    s.piles[0].active.push(s.piles[0].reserve.shift()!);
    expect(stats(s, '0-3')).toEqual({ power: 5, tactics: 2, defense: 3 });
  });

  it('Vishal Quarrel 1R216: tactics +3 and defense +3 while you have no other ship here', () => {
    const s = started();
    withSector(s);
    put(s, '0-4', 'ship', '0-2');
    expect(stats(s, '0-4')).toEqual({ power: 3, tactics: 4, defense: 9 });
    put(s, '0-5', 'ship', '0-2');
    expect(stats(s, '0-4')).toEqual({ power: 3, tactics: 1, defense: 6 });
  });

  it('Vatarva-Sudeva 1R214: it and each unit aboard it are immune to attrition, no other card', () => {
    const s = started();
    withSector(s);
    put(s, '0-5', 'ship', '0-2');
    put(s, '0-9', 'unit', '0-2', '0-5');
    put(s, '0-4', 'ship', '0-2');
    const g = game(s);
    expect(['0-5', '0-9', '0-4'].map((k) => immuneToAttrition(g, k))).toEqual([true, true, false]);
    // Close Support Pilot's Piloting 1 still adds to the ship it is aboard.
    expect(stats(s, '0-5')).toEqual({ power: 4, tactics: 3, defense: 5 });
  });

  it('Advanced Research 1U1: the character it is beneath is power +2 and tactics +2', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    put(s, '0-6', 'asset', '0-0', '0-3');
    expect(stats(s, '0-3')).toEqual({ power: 3, tactics: 4, defense: 3 });
  });

  it('Consigned Trooper 1C13: power +2 while at a site where you have a vehicle', () => {
    const s = started();
    put(s, '0-7', 'unit', '0-0');
    put(s, '0-8', 'unit', '1-0');
    expect(stats(s, '0-7').power).toBe(1);
    s.inPlay['0-8'].at = '0-0';
    expect(stats(s, '0-7').power).toBe(3);
  });

  it('wars:glossary/modifiers: Katuka 2U131 makes each damaged unit of the opponent here tactics -2, two of them never below 0', () => {
    const s = started();
    put(s, '0-11', 'unit', '1-0');
    put(s, '1-1', 'unit', '1-0');
    expect(stats(s, '1-1').tactics).toBe(2);
    s.inPlay['1-1'].damaged = true;
    expect(stats(s, '1-1').tactics).toBe(0);
    put(s, '0-12', 'unit', '1-0');
    expect(stats(s, '1-1')).toEqual({ power: 6, tactics: 0, defense: 2 });
    // Qurim Rager 1C256: each character here that has Piloting is defense -2.
    put(s, '0-10', 'unit', '0-0');
    put(s, '0-9', 'unit', '0-0');
    expect(stats(s, '0-9').defense).toBe(1);
  });

  it('wars:glossary/battle-phase#7: the power step counts them, where engine 1.0.0 left them to attest', () => {
    const totals = (engine: typeof engines.now) => {
      const s = started(engine);
      put(s, '0-3', 'unit', '0-0');
      put(s, '0-13', 'unit', '0-0');
      put(s, '1-1', 'unit', '0-0');
      put(s, '1-3', 'unit', '0-0');
      s.piles[0].active = s.piles[0].reserve.splice(0, 9);
      while (s.phase !== 'battle') act(s, s.players[s.initiative!], 'pass', {}, engine);
      act(s, A, 'attack', { location: '0-0' }, engine);
      // The attack resolves, then each step until the power step has been worked out.
      const settled = () => s.battle !== null && ['before-loss', 'loss', 'before-end', 'end'].includes(s.battle.step);
      for (let i = 0; i < 40 && !settled(); i++) {
        const player = engine.activePlayers(s)[0];
        const decline = engine.legalActions(s, player).find((a) => a.type === 'battle-destiny' && (a.payload as { reveal: boolean }).reveal === false);
        act(s, player, decline ? 'battle-destiny' : 'pass', decline ? decline.payload : {}, engine);
      }
      if (!s.battle) throw new Error(`no battle: phase ${s.phase}, stack ${JSON.stringify(s.stack)}, turn ${s.turn}`);
      return s.battle.power;
    };
    // Bean Counter 1 + 4 with eight or more active cards, and a Zealous Squad's 6, against two Zealous Squads.
    expect(totals(engines.now)).toEqual([11, 12]);
    expect(totals(engines.old)).toEqual([7, 12]);
  });

  it('wars:glossary/game-text: a card whose text the engine carries out has none to attest (1.0.0 still takes it on trust)', () => {
    const line = 'As long as there are at least eight cards in your active pile, this character is power +4.';
    const payload = { card: '0-3', text: [line], outcome: { moves: [] } };
    for (const [engine, expected] of [[engines.now, ['wars/not-attestable']], [engines.old, []]] as const) {
      const s = started(engine);
      put(s, '0-3', 'unit', '0-0');
      expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'attest', payload } as WarsAction).map((v) => v.code)).toEqual(expected);
    }
  });

  /** Alnak Station/Hallway (Bob's 1-2) in play as a site of its own group: not related to the Ganymede locations. */
  function withAlnak(s: WarsState): void {
    s.inPlay['1-2'] = { key: '1-2', owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'alnak station', sites: ['1-2'], sectors: [] });
  }

  it('Sitka 1R263: your total power in each site battle here is -4; Survey Cruiser 1C48: you cause attrition +1 at each related site', () => {
    const s = started();
    withSector(s);
    withAlnak(s);
    put(s, '0-36', 'unit', '0-0');
    put(s, '0-38', 'ship', '0-2');
    const g = game(s);
    expect([text.battleChange(g, 'power', 0, '0-0'), text.battleChange(g, 'power', 1, '0-0'), text.battleChange(g, 'power', 0, '1-0')]).toEqual([-4, 0, 0]);
    // Both Ganymede sites are related to the Ganymede sector; Alnak Station is not, nor is the sector to itself.
    expect(['0-0', '1-0', '1-2', '0-2'].map((at) => text.battleChange(g, 'attrition', 0, at))).toEqual([1, 1, 0, 0]);
    expect(text.battleChange(g, 'attrition', 1, '0-0')).toBe(0);
  });

  it('wars:glossary/drain-action: Cartel Legate 1R115 makes your drains here +1; Tavang-Damir 1R211 your opponent\'s at a related site -1', () => {
    const s = started();
    withAlnak(s);
    put(s, '0-37', 'unit', '1-2');
    put(s, '0-39', 'unit', '0-0');
    const g = game(s);
    expect([text.drainChange(g, 0, '1-2'), text.drainChange(g, 1, '1-2'), text.drainChange(g, 0, '1-0')]).toEqual([1, 0, 0]);
    // Bob's drains at the Ganymede site related to Tavang-Damir's; none at its own site or at Alnak Station, and none of Ann's.
    expect([text.drainChange(g, 1, '1-0'), text.drainChange(g, 1, '0-0'), text.drainChange(g, 1, '1-2'), text.drainChange(g, 0, '1-0')]).toEqual([-1, 0, 0, 0]);
  });

  it('wars:glossary/drain-action: a drain resolves with the standing change (Bob loses 2 + 1 energy; 2 under engine 1.0.0)', () => {
    const lost = (engine: typeof engines.now) => {
      const s = started(engine);
      put(s, '0-37', 'unit', '1-0');
      while (s.phase !== 'control') act(s, s.players[s.initiative!], 'pass', {}, engine);
      act(s, A, 'drain', { location: '1-0' }, engine);
      act(s, A, 'pass', {}, engine);
      act(s, B, 'pass', {}, engine);
      return s.pendingLoss;
    };
    expect(lost(engines.now)).toMatchObject({ seat: 1, remaining: 3 });
    expect(lost(engines.old)).toMatchObject({ seat: 1, remaining: 2 });
  });

  it('wars:glossary/capacity: characters aboard Qurim Life Ship 1C255 do not count against its capacity; a vehicle does', () => {
    const s = started();
    withSector(s);
    put(s, '0-40', 'ship', '0-2');
    put(s, '0-9', 'unit', '0-2', '0-40');
    put(s, '0-13', 'unit', '0-2', '0-40');
    expect(capacityLeft(game(s), '0-40')).toBe(4);
    put(s, '0-8', 'unit', '0-2', '0-40');
    // GR-Blade is a vehicle of Size 2.
    expect(capacityLeft(game(s), '0-40')).toBe(2);
  });

  it('wars:glossary/support-icons: Earth/Humanity\'s Home 1C298 gains an Earther icon on your side while you have a ship there', () => {
    const s = started();
    s.inPlay['0-41'] = { key: '0-41', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'earth', sites: [], sectors: ['0-41'] });
    const earther = () => supportIconsFor(game(s), 0, 'Earther');
    const before = earther();
    put(s, '0-40', 'ship', '0-41');
    expect(earther()).toBe(before + 1);
    expect(supportIconsFor(game(s), 1, 'Earther')).toBe(supportIconsFor(gameOf(s, (id) => cards.get(id)), 1, 'Earther'));
  });

  it('wars:glossary/activation-action: Grid Tactician 1C70 makes you generate 1 more energy', () => {
    const s = started();
    const before = activationLimit(game(s), 0);
    put(s, '0-42', 'unit', '0-0');
    expect([activationLimit(game(s), 0), activationLimit(game(s), 1)]).toEqual([before + 1, activationLimit(gameOf(s, (id) => cards.get(id)), 1)]);
  });

  it('leaves to attest a phrase it cannot pick for: "this" with more said of it, "his or her" cards', () => {
    const phrase = (t: object) => targetSupported({ traits: [], kinds: ['unit'], ...t } as never, isCardKind);
    expect([phrase({ select: 'this' }), phrase({ select: 'this', traits: ['damaged'] }), phrase({ select: 'this', owner: 'you' })]).toEqual([true, false, false]);
    expect([phrase({ select: 'each', owner: 'opponent' }), phrase({ select: 'each', owner: 'that-player' }), phrase({ select: 'each', owner: 'owner' })]).toEqual([true, false, false]);
    expect([phrase({ select: 'target' }), phrase({ select: 'each', kinds: ['drain'] })]).toEqual([false, false]);
  });
});

/**
 * "It" with no target chosen is the card itself (engine 1.2.0 on): Ikazuchi Follower 2C38 (0-3),
 * Joker Danniko 2R74 (0-4), Tennaru Hari 2R52 (0-5), Spassky Quickfire II 1C153 (0-6, 0-7: character
 * weapons), then Zealous Squads. Bob's deck is the rules tests'.
 */
describe('wars:glossary/ongoing-ability: "it" is the card whose text it is (engine 1.2.0)', () => {
  const IT_DECK = ['1S301', '1S301', '1C309', '2C38', '2R74', '2R52', '1C153', '1C153', ...Array(31).fill('1C55')];
  const startedIt = (engine = engines.now) => startedWith([IT_DECK, DECKS[1]], engine, 'it');
  const old = engineCardText('1.1.0');

  it('Ikazuchi Follower 2C38: "As long as this character is damaged, it is power +2" — under engine 1.1.0 it stays attested', () => {
    const s = startedIt();
    put(s, '0-3', 'unit', '0-0');
    expect(stats(s, '0-3').power).toBe(2);
    s.inPlay['0-3'].damaged = true;
    expect(stats(s, '0-3').power).toBe(4);
    expect(statsOf(gameOf(s, (id) => cards.get(id), undefined, old), '0-3').power).toBe(2);
  });

  it('Joker Danniko 2R74: "As long as this character has a weapon beneath her, she is immune to attrition and each of your drains here is +1"', () => {
    const s = startedIt();
    put(s, '0-4', 'unit', '0-0');
    expect([immuneToAttrition(game(s), '0-4'), text.drainChange(game(s), 0, '0-0')]).toEqual([false, 0]);
    s.inPlay['0-6'] = { key: '0-6', owner: 0, kind: 'weapon', at: '0-0', host: '0-4', damaged: false };
    expect([immuneToAttrition(game(s), '0-4'), text.drainChange(game(s), 0, '0-0'), text.drainChange(game(s), 1, '0-0')]).toEqual([true, 1, 0]);
  });

  it('Tennaru Hari 2R52: "As long as this character has a weapon beneath him, he can\'t be damaged"', () => {
    const s = startedIt();
    put(s, '0-5', 'unit', '0-0');
    expect(text.cant(game(s), '0-5', 'be damaged')).toBe(false);
    s.inPlay['0-7'] = { key: '0-7', owner: 0, kind: 'weapon', at: '0-0', host: '0-5', damaged: false };
    expect(text.cant(game(s), '0-5', 'be damaged')).toBe(true);
  });
});

describe('wars:glossary/control: "for each related location you control" (engine 1.2.0)', () => {
  // Ann's Hekaton Flametongue 2C126 (0-3, a weapon) beneath her Guardian-Class Carrier 1C71 (0-4) at her Ganymede sector.
  const CONTROL_DECK = ['1S301', '1S301', '1C309', '2C126', '1C71', ...Array(33).fill('1C55')];

  it('Hekaton Flametongue 2C126: "This ship is power +1 for each related location you control." — the sites Ann controls count, Bob\'s Well only once she controls it; engine 1.1.0 leaves it attested', () => {
    const s = startedWith([CONTROL_DECK, DECKS[1]], engines.now, 'control');
    withSector(s);
    put(s, '0-4', 'ship', '0-2');
    s.inPlay['0-3'] = { key: '0-3', owner: 0, kind: 'weapon', at: '0-2', host: '0-4', damaged: false };
    const power = cards.get('1C71')!.stats!.power;
    // Ann controls her sector (her ship there); no site yet.
    expect(stats(s, '0-4').power).toBe(power);
    put(s, '0-10', 'unit', '0-0');
    expect(stats(s, '0-4').power).toBe(power + 1);
    put(s, '0-11', 'unit', '1-0');
    expect(stats(s, '0-4').power).toBe(power + 2);
    put(s, '1-1', 'unit', '1-0');
    expect(stats(s, '0-4').power).toBe(power + 1);
    expect(statsOf(gameOf(s, (id) => cards.get(id), undefined, engineCardText('1.1.0')), '0-4').power).toBe(power);
  });
});
