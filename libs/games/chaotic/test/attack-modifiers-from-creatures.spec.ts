import type { AttackCard, Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { EngineEffectContext } from '../src/engine/effect-context';
import { boardFor } from '../src/engine/board';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,Seat } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { ctx, game, PLAIN, resolve, seatOf, toStrike } from './dop-support';

const byId = (id: string): Card => ctx.cards.byId(id)!;
const stats = (state: ChaoticState) => new Stats(state, ctx);
const ability = (card: string) => ctx.effects(card).normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
const abilities = (card: string) => ctx.effects(card).normal.filter((e) => e.kind === 'automated');
/** Allmageddon: 10 base and 10 in every element box, no text. */
const ALLMAGEDDON = byId('DOP-87') as AttackCard;

/** The striking player plays `attack`; `respond` may act when the other player holds priority with the attack on the burst. */
function strikeWith(state: ChaoticState, attack: string, respond?: (state: ChaoticState, seat: Seat) => void): void {
  const striker = seatOf(state);
  state.zones[striker].attackHand = [attack];
  mAct(state, 'strike', { card: attack });
  let responded = false;
  while (state.pending.kind === 'priority') {
    const seat = state.pending.seat;
    if (respond && !responded && seat !== striker && state.masters!.burst.some((i) => i.kind === 'attack')) {
      responded = true;
      respond(state, seat);
      continue;
    }
    mAct(state, 'pass');
  }
}

describe('CR 2.1.2 "your side of the Battleboard": Akkrean, Wrenges', () => {
  const sideOf = (state: ChaoticState, uid: number) => boardFor(state.size).side[state.creatures[uid].space!];

  it('Akkrean may target a creature on its controller\'s side, not one on the other side', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-2' }]);
    state.masters!.counters[0] = 1;
    mAct(state, 'move', { from: 4, to: 7 });
    expect(sideOf(state, 1)).toBe(0);
    const other = state.creatures.find((c) => c.owner === 1 && c.space !== null && sideOf(state, c.uid) === 1)!;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: ability('MI-2'), targets: [1] })).toEqual([]);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: ability('MI-2'), targets: [other.uid] })).toEqual(['8.4.1.3']);
  });

  it('Wrenges heals any target; one on its controller\'s side also gains 10 to all Disciplines', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-14' }]);
    // Its Brainwashed text (CR 9.2).
    const wrenges = ctx.effects('MI-14').brainwashed.find((e): e is AutomatedEffect => e.kind === 'automated' && /your side/.test(e.text))!;
    for (const uid of [1, 7]) state.creatures[uid].damage = 20;
    const before = (uid: number) => stats(state).stat(uid, 'courage');
    const [mine, theirs] = [before(1), before(7)];
    for (const target of [1, 7]) applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 0, source: 0, targets: [target] }), wrenges);
    expect([state.creatures[1].damage, state.creatures[7].damage]).toEqual([10, 10]);
    expect(sideOf(state, 7)).toBe(1);
    expect([stats(state).stat(1, 'courage'), stats(state).stat(7, 'courage')]).toEqual([mine + 10, theirs]);
  });
});

describe('CR 8.5.4 / 8.6.1.4 the attack on the burst: Klar\'nok, Blügon', () => {
  it('Klar\'nok makes an Elemental Attack deal 15 less; a plain attack keeps its damage', () => {
    const respond = (s: ChaoticState) => mAct(s, 'activate', { creature: 7, from: 'creature', ability: ability('MI-61') });
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'MI-61' }]);
    Object.assign(state.creatures[0], { elements: ['Fire'] });
    toStrike(state);
    strikeWith(state, ALLMAGEDDON.id, respond);
    expect(state.creatures[7].damage).toBe(ALLMAGEDDON.damage.base + ALLMAGEDDON.damage.fire - 15);
    const plain = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'MI-61' }]));
    strikeWith(plain, PLAIN.id, respond);
    expect(plain.creatures[7].damage).toBe(PLAIN.damage.base);
  });

  it('Blügon: the first attack does not count as the first (no Strike), and a later one counts (Strike again)', () => {
    const strike10 = (s: ChaoticState) => { s.masters!.granted.push({ uid: 0, ability: { kind: 'strike', x: 10 }, until: 'game' }); return s; };
    // Blügon's own text makes an attack count; its Brainwashed text (with Xis'torq, a Chieftain, beside it: CR 9.2.2) makes one not count.
    const setup = (brainwashed: boolean) => strike10(toStrike(game(brainwashed ? { 4: 0, 8: 8, 7: 7, 9: 9 } : { 4: 0, 8: 8, 7: 7 }, [{ seat: 1, index: 2, card: 'FUN-3' }, { seat: 1, index: 3, card: 'MI-66' }])));
    const blugon = (s: ChaoticState) => { s.masters!.counters[8] = 2; mAct(s, 'activate', { creature: 8, from: 'creature', ability: 0 }); };
    const denied = setup(true);
    strikeWith(denied, PLAIN.id, blugon);
    expect(denied.creatures[7].damage).toBe(PLAIN.damage.base);
    const control = setup(false);
    strikeWith(control, PLAIN.id);
    expect(control.creatures[7].damage).toBe(PLAIN.damage.base + 10);
    strikeWith(control, PLAIN.id); // bob strikes back
    strikeWith(control, PLAIN.id, blugon);
    expect(control.creatures[7].damage).toBe(2 * (PLAIN.damage.base + 10));
  });
});

describe('"counts as its first attack this combat": Takinom', () => {
  it('after its ability resolves, Takinom\'s next attack has Strike again', () => {
    const run = (activate: boolean) => {
      const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-13' }])); // Takinom has Strike 10
      strikeWith(state, PLAIN.id);
      strikeWith(state, PLAIN.id); // bob strikes back
      if (activate) resolve(state, byId('ROTO-13'), { controller: 0, source: 0, targets: [] }, abilities('ROTO-13').findIndex((e) => e.kind === 'automated' && /next attack/.test(e.text)));
      strikeWith(state, PLAIN.id);
      return state.creatures[7].damage;
    };
    expect(run(false)).toBe(2 * PLAIN.damage.base + 10);
    expect(run(true)).toBe(2 * PLAIN.damage.base + 20);
  });
});

describe('Dreg\'ora: creatures engaged with it have 10 less Energy for each Discipline below 30', () => {
  it('two Disciplines below 30 cost the creature engaged with it 20 Energy', () => {
    const setup = (changes: { seat: Seat; index: number; card: string }[]) => {
      const state = game({ 4: 0, 7: 7 }, changes);
      Object.assign(state.creatures[7], { stats: { courage: 10, power: 20, wisdom: 50, speed: 60 } });
      return toStrike(state);
    };
    const engaged = setup([{ seat: 0, index: 0, card: 'TOTT-30' }]);
    const control = setup([]); // the same combat with a creature without that text
    expect(stats(engaged).stat(7, 'energy')).toBe(stats(control).stat(7, 'energy') - 20);
  });
});

describe('Ørth: "Element 5" in the Elemental Type the active Location\'s Initiative names', () => {
  it('with a Water Initiative its controller\'s engaged creature has Water 5; with a Discipline, nothing', () => {
    const water = toStrike(game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 1, card: 'TOTT-13' }]));
    water.activeLocation = { owner: 1, card: 'ZOTH-95' };
    expect(stats(water).total(0, 'element', undefined, (a) => a.element === 'Water')).toBe(5);
    const courage = (ctx.cards as unknown as { cards: Card[] }).cards.find((c) => c.type === 'Location' && /^Courage$/i.test(String((c as { initiative?: string }).initiative)))!;
    water.activeLocation = { owner: 1, card: courage.id };
    expect(stats(water).total(0, 'element', undefined, (a) => a.element === 'Water')).toBe(0);
  });
});

describe('Galmedar', () => {
  it('the creature engaged with it, below 65 Power, cannot be healed or gain Energy from a resolved effect', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-10' }]);
    Object.assign(state.creatures[7], { stats: { ...state.creatures[7].stats, power: 40 } });
    toStrike(state);
    state.creatures[7].damage = 20;
    const energy = stats(state).stat(7, 'energy');
    // Xield's "Target Creature gains 10 Energy" and Aqua Shield's heal, resolved on it.
    resolve(state, byId('DOP-55'), { controller: 1, source: 7, targets: [7] });
    resolve(state, byId('DOP-136'), { controller: 1, source: 7, targets: [7] });
    expect(stats(state).stat(7, 'energy')).toBe(energy);
    expect(state.creatures[7].damage).toBe(20);
  });

  it('Brainwashed: its controller\'s creatures deal 5 more attack damage to creatures of their own tribe', () => {
    const setup = (bob: string | null) => {
      const changes: { seat: Seat; index: number; card: string }[] = [{ seat: 0, index: 1, card: 'TOTT-10' }, { seat: 0, index: 2, card: 'MI-66' }];
      if (bob) changes.push({ seat: 1, index: 1, card: bob });
      return toStrike(game({ 4: 0, 3: 1, 5: 2, 7: 7 }, changes));
    };
    const tribeOf0 = setup(null).creatures[0].tribe;
    const same = (ctx.cards as unknown as { cards: Card[] }).cards.find((c) => c.type === 'Creature' && c.tribe === tribeOf0 && c.text.trim() === '')!;
    const other = (ctx.cards as unknown as { cards: Card[] }).cards.find((c) => c.type === 'Creature' && c.tribe !== tribeOf0 && c.tribe !== 'Generic' && c.text.trim() === '')!;
    const hit = setup(same.id);
    strikeWith(hit, PLAIN.id);
    expect(hit.creatures[7].damage).toBe(PLAIN.damage.base + 5);
    const miss = setup(other.id);
    strikeWith(miss, PLAIN.id);
    expect(miss.creatures[7].damage).toBe(PLAIN.damage.base);
  });
});

describe('Vilrik Landfarer: "Target Elemental Attack loses all abilities"', () => {
  it('Danihilation (5 base, 5 Fire) loses its "deal 10 damage" against the Danian Vilrik; without the ability it deals it', () => {
    const danihilation = byId('ZOTH-38') as AttackCard;
    const respond = (s: ChaoticState) => { s.masters!.counters[7] = 1; mAct(s, 'activate', { creature: 7, from: 'creature', ability: ability('TOTT-35') }); };
    const setup = () => {
      const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'TOTT-35' }]);
      Object.assign(state.creatures[0], { elements: [] });
      return toStrike(state);
    };
    const silenced = setup();
    strikeWith(silenced, danihilation.id, respond);
    expect(silenced.creatures[7].damage).toBe(danihilation.damage.base);
    const full = setup();
    strikeWith(full, danihilation.id);
    expect(full.creatures[7].damage).toBe(danihilation.damage.base + 10);
  });
});

describe('Melke: "If a Mirage Location is on the Battleboard, Melke has an additional "Invisibility: Strike 10.""', () => {
  it('has the Invisibility ability only while a Mirage lies on the Battleboard', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-29' }]);
    const invisible = () => stats(state).keywords(0).filter((a) => a.kind === 'invisibility').length;
    const before = invisible();
    const mirage = (ctx.cards as unknown as { cards: Card[] }).cards.find((c) => c.type === 'Location' && c.subtypes.includes('Mirage'))!;
    state.masters!.mirage = { card: mirage.id, owner: 1, space: 10 };
    state.activeLocation = { owner: 1, card: mirage.id }; // the innate layer is re-read as the location changes
    expect(invisible()).toBe(before + 1);
  });
});
