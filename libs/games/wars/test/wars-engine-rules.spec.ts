import { combineSeeds } from '@arbiter/rules';
import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf } from '../src';
import { A, act, arrange, B, codes, DECKS, engine, OPEN_CARD, OPEN_TEXT, passes, put, sector, started, toPhase } from './scenario-support';

describe('wars:general/starting-the-game', () => {
  it('reveals both locations together, related sites adjacent, shuffles the rest into the reserve and draws eight', () => {
    const s = started();
    expect(s.groups).toEqual([{ name: 'ganymede', sites: ['0-0', '1-0'], sectors: [] }]);
    expect(s.piles.map((p) => [p.hand.length, p.reserve.length])).toEqual([[8, 31], [8, 31]]);
    expect([s.phase, s.current, s.initiative]).toEqual(['activate', 0, 0]);
    expect(codes(s, B, 'choose-location', { card: '1C310' })).toEqual(['wars/game-started wars:general/starting-the-game']);
  });

  it('draws the first player from the seeds in digital play', () => {
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => engine.setup({ matchId: id, format: 'limited', mode: 'digital', players: [A, B], decks: DECKS.map((cards) => ({ cards })) }, { combined: combineSeeds([`${id}-1`, `${id}-2`], id) }).current));
    expect(firsts).toEqual(new Set([0, 1]));
  });
});

describe('wars:glossary/activation-action', () => {
  it('activates up to the energy icons on your side plus 1, once, through the stack', () => {
    const s = started();
    // 1 on ann's side of her site, 2 on her side of bob's: 1 + 2 + 1.
    expect(codes(s, A, 'activate', { amount: 5 })).toEqual(['wars/activation-too-large wars:glossary/activation-action']);
    act(s, A, 'activate', { amount: 4 });
    expect(codes(s, A, 'activate', { amount: 1 })).toEqual(['wars/stack-not-empty wars:glossary/the-stack']);
    passes(s);
    expect(s.piles[0].active).toHaveLength(4);
    expect(codes(s, A, 'activate', { amount: 1 })).toEqual(['wars/second-activation wars:glossary/activation-action']);
  });
});

describe('wars:glossary/the-stack and wars:glossary/initiative', () => {
  it('passes initiative; two passes in a row resolve the top, then the player whose turn it is has initiative; on an empty stack they end the phase', () => {
    const s = started();
    act(s, A, 'activate', { amount: 1 });
    expect(s.initiative).toBe(0);
    act(s, A, 'pass');
    expect(codes(s, A, 'pass', {})).toEqual(['wars/no-initiative wars:glossary/initiative']);
    act(s, B, 'pass');
    expect([s.stack.length, s.initiative, s.phase]).toEqual([0, 0, 'activate']);
    passes(s);
    expect([s.phase, s.initiative]).toEqual(['control', 0]);
    expect(codes(s, B, 'drain', { location: '1-0' })).toEqual(['wars/no-initiative wars:glossary/initiative']);
  });
});

describe('wars:glossary/deployment-phase', () => {
  it('checks support icons (wars:glossary/support-icons), the energy in the active pile (#5) and where a unit may enter play', () => {
    const s = started();
    arrange(s, 0, ['0-6', '0-1', '0-4'], ['0-20', '0-21']);
    toPhase(s, 'deploy');
    expect(codes(s, A, 'deploy', { card: '2C3', at: '0-0' })).toEqual(['wars/cannot-pay wars:glossary/deployment-phase#5']);
    s.piles[0].active.push('0-22');
    expect(codes(s, A, 'deploy', { card: '2C3', at: '0-0' })).toEqual(['wars/support-icons-missing wars:glossary/support-icons']);
    // An encampment beneath her site adds its Earther icon (wars:glossary/encampment).
    act(s, A, 'deploy', { card: '1S301', beneath: '0-0' });
    passes(s);
    expect(s.inPlay['0-1']).toMatchObject({ kind: 'encampment', host: '0-0' });
    expect(codes(s, A, 'deploy', { card: '2C3', at: '0-0' })).toEqual([]);
    expect(codes(s, A, 'deploy', { card: '2C3', aboard: '0-0' })).toEqual(['wars/illegal-target wars:glossary/character']);
    expect(codes(s, A, 'draw', {})).toEqual(['wars/wrong-phase wars:glossary/draw-phase']);
    act(s, A, 'deploy', { card: '2C3', at: '0-0' });
    expect(s.piles[0].used).toHaveLength(3);
    passes(s);
    expect(s.inPlay['0-6']).toMatchObject({ kind: 'unit', at: '0-0', host: null });
  });

  it('wars:glossary/capacity, wars:glossary/size, wars:glossary/piloting: a size 2 vehicle does not fit a capacity 1 fighter; a pilot aboard adds to its power and tactics', () => {
    const s = started();
    s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups[0].sectors.push('0-2');
    put(s, '0-3', 'ship', '0-2');
    arrange(s, 0, ['0-4', '0-5'], ['0-20', '0-21', '0-22', '0-23']);
    s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'encampment', at: '0-0', host: '0-0', damaged: false };
    toPhase(s, 'deploy');
    expect(codes(s, A, 'deploy', { card: '1C25', aboard: '0-3' })).toEqual(['wars/no-capacity wars:glossary/capacity']);
    act(s, A, 'deploy', { card: '1C10', aboard: '0-3' });
    passes(s);
    expect(s.inPlay['0-5']).toMatchObject({ at: '0-2', host: '0-3' });
    const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
    expect(statsOf(gameOf(s, (id) => cards.get(id)), '0-3')).toEqual({ power: 3, tactics: 2, defense: 5 });
  });
});

describe('wars:glossary/scouting', () => {
  it('lets a character enter play at a site with no energy icon on your side', () => {
    const s = started();
    s.inPlay['1-2'] = { key: '1-2', owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'alnak station', sites: ['1-2'], sectors: [] });
    for (const p of s.piles) for (const pile of [p.hand, p.reserve]) if (pile.includes('1-2')) pile.splice(pile.indexOf('1-2'), 1);
    arrange(s, 0, ['0-6', '0-13'], ['0-20', '0-21', '0-22']);
    toPhase(s, 'deploy');
    expect(codes(s, A, 'deploy', { card: '2C3', at: '1-2' })).toEqual(['wars/illegal-target wars:glossary/character']);
    // Reconnoiterer may go there: what stops it is only its Shi support cost.
    expect(codes(s, A, 'deploy', { card: '1R199', at: '1-2' })).toEqual(['wars/support-icons-missing wars:glossary/support-icons']);
  });
});

describe('wars:glossary/drain-action', () => {
  it('drains where you control, once; the opponent loses one energy per icon on their side before anything else happens', () => {
    const s = started();
    put(s, '0-6', 'unit', '1-0');
    toPhase(s, 'control');
    expect(codes(s, A, 'drain', { location: '0-0' })).toEqual(['wars/drain-without-control wars:glossary/drain-action']);
    act(s, A, 'drain', { location: '1-0' });
    passes(s);
    expect(s.pendingLoss).toMatchObject({ seat: 1, remaining: 2 });
    expect(codes(s, A, 'pass', {})[0]).toMatch(/^wars\/energy-not-lost wars:glossary\/drain-action$/);
    act(s, B, 'lose', { from: 'reserve' });
    act(s, B, 'lose', { from: 'hand', card: '1C55' });
    expect([s.pendingLoss, s.piles[1].lost.length, s.piles[1].hand.length]).toEqual([null, 2, 7]);
    expect(codes(s, A, 'drain', { location: '1-0' })).toEqual(['wars/second-drain wars:glossary/drain-action']);
  });
});

describe('wars:glossary/battle-phase', () => {
  /** Ann's two CISyn Coordinators (3/3/4, tactics 6) against Bob's Zealous Squad (6/2/2) at her site; her reserve's top card has destiny 3. */
  function battle(): WarsState {
    const s = started();
    put(s, '0-6', 'unit', '0-0');
    put(s, '0-7', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    arrange(s, 0, [], ['0-20', '0-21']);
    s.piles[0].reserve.unshift(s.piles[0].reserve.splice(s.piles[0].reserve.indexOf('0-30'), 1)[0]);
    toPhase(s, 'battle');
    return s;
  }

  it('runs the eleven steps: attack, battle destiny, attrition, power, casualties, end of battle', () => {
    const s = battle();
    act(s, A, 'attack', { location: '0-0' });
    expect(s.piles[0].used).toHaveLength(1);
    passes(s); // #1 the attack resolves: the battle begins
    expect(s.battle).toMatchObject({ step: 'open', attacker: 0 });
    passes(s); // #2 → #3: ann's tactics are 6, bob's 2
    expect(engine.activePlayers(s)).toEqual([A]);
    expect(codes(s, B, 'pass', {})).toEqual(['wars/battle-destiny-pending wars:glossary/battle-phase#3']);
    act(s, A, 'battle-destiny', { reveal: true });
    expect(s.battle!.destiny).toEqual([3, 0]);
    expect(s.battle!.step).toBe('before-attrition');
    passes(s); // #4 → #5: bob suffers 3 attrition; his only unit has defense 2
    expect(engine.activePlayers(s)).toEqual([B]);
    expect(codes(s, B, 'pass', {})).toEqual(['wars/attrition-not-satisfied wars:glossary/battle-phase#5']);
    expect(codes(s, B, 'damage', { card: '0-6' })).toEqual(['wars/bad-target wars:glossary/battle-phase#5']);
    expect(codes(s, B, 'ignore-attrition', {})).toEqual(['wars/attrition-not-satisfied wars:glossary/battle-phase#5']);
    act(s, B, 'damage', { card: '1-1' });
    expect(s.battle!.step).toBe('before-power');
    passes(s); // #6 → #7: 3 + 3 + 3 against 6: bob loses, 3 casualties, 2 met by his damaged unit
    expect(s.battle).toMatchObject({ power: [9, 6], loser: 1, casualties: 3, step: 'before-loss' });
    passes(s); // #8 → #9
    expect(codes(s, A, 'pass', {})).toEqual(['wars/casualties-not-satisfied wars:glossary/battle-phase#9']);
    act(s, B, 'lose', { from: 'reserve' });
    expect(s.battle!.step).toBe('before-end');
    passes(s); // #10 → #11: the damaged Zealous Squad is destroyed
    expect(codes(s, A, 'pass', {})).toEqual(['wars/damaged-card-not-destroyed wars:glossary/battle-phase#11']);
    act(s, B, 'destroy', { card: '1-1' });
    expect([s.battle, s.inPlay['1-1'], s.piles[1].lost, s.initiative]).toEqual([null, undefined, [expect.any(String), '1-1'], 0]);
    expect(codes(s, A, 'attack', { location: '0-0' })).toEqual(['wars/second-attack wars:glossary/attack-action']);
  });

  it('wars:glossary/attack-action: only where both players have units, and never during another battle', () => {
    const s = battle();
    expect(codes(s, A, 'attack', { location: '1-0' })).toEqual(['wars/attack-without-opposition wars:glossary/attack-action']);
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    expect(codes(s, A, 'attack', { location: '0-0' })).toEqual(['wars/battle-in-progress wars:glossary/battle-phase']);
  });
});

describe('wars:general/systematic-rules/canceling-a-battle', () => {
  it('cancels a battle that loses every unit on one side before its end step', () => {
    const s = started();
    put(s, '0-6', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    arrange(s, 0, [], ['0-20', '0-21']);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    // Text a judge rules on is attested: say it took Bob's unit out of play.
    put(s, OPEN_CARD, 'unit', '1-0');
    act(s, A, 'attest', { card: OPEN_CARD, text: [OPEN_TEXT], outcome: { moves: [{ card: '1-1', from: 'play', to: 'lost' }] } });
    expect([s.battle, s.piles[1].lost, s.initiative]).toEqual([null, ['1-1'], 0]);
  });
});

describe('wars:glossary/captain', () => {
  it('makes the ship and each unit aboard immune to attrition while the captain is aboard: the rest may be ignored', () => {
    const s = started();
    sector(s);
    put(s, '0-8', 'ship', '0-2');
    put(s, '0-9', 'unit', '0-2', '0-8');
    put(s, '1-38', 'ship', '0-2');
    put(s, '1-39', 'ship', '0-2');
    arrange(s, 0, [], ['0-20']);
    arrange(s, 1, [], []);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    passes(s, 4);
    // Shadowsurfer's tactics 2 + Rogan's Piloting 2 reach 4: Ann may reveal; Bob's carriers have 6.
    act(s, A, 'battle-destiny', { reveal: false });
    act(s, B, 'battle-destiny', { reveal: true });
    passes(s);
    expect(s.battle).toMatchObject({ step: 'attrition', destiny: [0, 3] });
    expect(engine.activePlayers(s)).toEqual([A]);
    act(s, A, 'ignore-attrition');
    expect(s.battle!.step).toBe('before-power');
  });
});

describe('wars:glossary/transport', () => {
  it('moves fighters along with a ship that has Transport, for the one movement action', () => {
    const s = started();
    sector(s);
    s.inPlay['1-37'] = { key: '1-37', owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'seyal', sites: [], sectors: ['1-37'] });
    s.piles[1].reserve = s.piles[1].reserve.filter((k) => k !== '1-37');
    s.piles[1].hand = s.piles[1].hand.filter((k) => k !== '1-37');
    put(s, '0-10', 'ship', '0-2');
    put(s, '0-3', 'ship', '0-2');
    put(s, '0-6', 'unit', '0-0');
    arrange(s, 0, [], ['0-20']);
    toPhase(s, 'move');
    expect(codes(s, A, 'move', { card: '0-10', to: '1-37', with: ['0-6'] })).toEqual(['wars/illegal-transport wars:glossary/transport']);
    act(s, A, 'move', { card: '0-10', to: '1-37', with: ['0-3'] });
    passes(s);
    expect([s.inPlay['0-10'].at, s.inPlay['0-3'].at, s.piles[0].active.length]).toEqual(['1-37', '1-37', 0]);
  });
});

describe('wars:glossary/movement-actions', () => {
  it('moves a unit to an adjacent related site for 1 energy, through the stack', () => {
    const s = started();
    put(s, '0-6', 'unit', '0-0');
    arrange(s, 0, [], ['0-20']);
    toPhase(s, 'move');
    expect(codes(s, A, 'move', { card: '0-6', to: '0-0' })[0]).toBe('wars/illegal-move wars:glossary/movement-actions');
    act(s, A, 'move', { card: '0-6', to: '1-0' });
    expect(codes(s, A, 'move', { card: '0-6', to: '1-0' })).toEqual(['wars/stack-not-empty wars:glossary/the-stack']);
    passes(s);
    expect([s.inPlay['0-6'].at, s.piles[0].active.length]).toEqual(['1-0', 0]);
    expect(codes(s, A, 'move', { card: '0-6', to: '0-0' })).toEqual(['wars/cannot-pay wars:glossary/movement-actions']);
  });
});

describe('wars:glossary/end-of-turn and wars:glossary/recirculate', () => {
  it('after the draw phase both used piles go beneath the reserves, and the other player begins their turn', () => {
    const s = started();
    arrange(s, 0, [], ['0-20']);
    s.piles[0].used = ['0-21', '0-22'];
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-21' && k !== '0-22');
    toPhase(s, 'draw');
    act(s, A, 'draw');
    expect(s.piles[0].hand).toEqual(['0-20']);
    passes(s);
    expect(s.piles[0].reserve.slice(-2)).toEqual(['0-22', '0-21']);
    expect([s.current, s.phase, s.initiative, s.turn]).toEqual([1, 'activate', 1, 2]);
  });
});

describe('wars:general/systematic-rules/winning-the-game', () => {
  it('a player with no reserve, active or used cards loses; both at once is a draw', () => {
    const s = started();
    s.piles[1] = { ...s.piles[1], reserve: [], active: [], used: [] };
    act(s, A, 'pass');
    expect(engine.outcome(s)).toEqual({ winners: [A], losers: [B], draw: false, reason: 'opponent-out-of-energy' });
    expect(codes(s, B, 'pass', {})).toEqual(['wars/game-over wars:general/systematic-rules/winning-the-game']);
    const both = started();
    for (const p of both.piles) Object.assign(p, { reserve: [], active: [], used: [] });
    act(both, A, 'pass');
    expect(engine.outcome(both)).toMatchObject({ draw: true, winners: [] });
  });
});
