/** Real cards that keep a creature's Disciplines or Elemental Types from changing, and Gigantempopolis's untargetable Battlegear. */
import type { AttackCard, Element } from '../src/cards/card';
import { endEffects } from '../src/engine/durations';
import { checkTargets } from '../src/engine/target-check';
import type { ChaoticState } from '../src/engine';
import { byName, ctx, game, gear, seatOf, toStrike } from './dop-support';
import { mAct, mRules } from './masters-support';
import { cast, elementsOf, ELEMENTS, idOf, stats } from './mugic-support';
import { setGear } from '../src/engine/board-writes';

const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'] as const;
const disciplines = (state: ChaoticState, uid: number) => DISCIPLINES.map((d) => stats(state).stat(uid, d));
const SONG = byName('Song of Stable Shields').id;
const COUNTERPOINT = byName('Counterpoint of Chaos').id;
const SCARAB = 'Scarab of Khilai';
/** "Target Creature gains 10 Courage, Power, Wisdom, and Speed". */
const SONG_OF_FOCUS = byName('Song of Focus').id;
/** "Target Creature loses 5 Energy and 5 to all Disciplines". */
const DIMINUENDO = idOf('AU-164');
const ATTACKS = (ctx.cards as unknown as { cards: AttackCard[] }).cards.filter((c) => c.type === 'Attack');

describe('CR 8.7.1.1 Song of Stable Shields: "Target Creature\'s Disciplines cannot be increased or decreased"', () => {
  it('Mugic resolving after it change neither way; Energy still changes; another creature still changes', () => {
    const state = game({ 4: 0, 7: 7 });
    const [before, other] = [disciplines(state, 7), disciplines(state, 0)];
    const energy = stats(state).stat(7, 'energy');
    cast(state, SONG, 0, [7]);
    cast(state, SONG_OF_FOCUS, 0, [7]);
    cast(state, DIMINUENDO, 0, [7]);
    expect(disciplines(state, 7)).toEqual(before);
    expect(stats(state).stat(7, 'energy')).toBe(energy - 5);
    cast(state, SONG_OF_FOCUS, 0, [0]);
    expect(disciplines(state, 0)).toEqual(other.map((x) => x + 10));
  });

  /** How bob's uid 7's Disciplines changed after alice's uid 0 resolves each Mugic on it in turn (`END`: the turn's effects end between). */
  const END = 'end-of-turn';
  const changed = (steps: string[]) => {
    const state = game({ 4: 0, 7: 7 });
    const before = disciplines(state, 7);
    for (const step of steps) {
      if (step === END) endEffects(state.masters!, END);
      else cast(state, step, 0, [7]);
    }
    return disciplines(state, 7).map((x, i) => x - before[i]);
  };

  it('a change made before it resolved stays', () => {
    expect(changed([SONG_OF_FOCUS, SONG])).toEqual([10, 10, 10, 10]);
  });

  it('CR 8.9.1 it ends at the end of the turn: the next Mugic changes the Disciplines again', () => {
    expect(changed([SONG, SONG_OF_FOCUS])).toEqual([0, 0, 0, 0]);
    expect(changed([SONG, END, SONG_OF_FOCUS])).toEqual([10, 10, 10, 10]);
  });

  it('glossary Intimidate: Borth-Majar\'s beginning-of-combat triggers lower nothing on a creature under it', () => {
    const intimidated = (locked: boolean) => {
      const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: byName('Borth-Majar').id }]);
      mAct(state, 'move', { from: 4, to: 7 });
      expect(state.masters!.burst.filter((i) => i.keyword === 'intimidate')).toHaveLength(2);
      if (locked) cast(state, SONG, 1, [0]);
      const before = disciplines(state, 0);
      while (state.masters!.burst.some((i) => i.keyword === 'intimidate')) mAct(state, 'pass');
      return disciplines(state, 0).map((x, i) => x - before[i]);
    };
    // Borth-Majar: Intimidate: Power 10, Intimidate: Wisdom 10.
    expect(intimidated(false)).toEqual([0, -10, -10, 0]);
    expect(intimidated(true)).toEqual([0, 0, 0, 0]);
  });

  it('glossary Exhaust: Aokua\'s attack does not lower the Disciplines of an opposing creature under it', () => {
    const exhausted = (locked: boolean) => {
      const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Aokua').id }, { seat: 1, index: 1, card: byName('Aokua').id }]));
      const striker = seatOf(state) === 0 ? 0 : 7;
      const target = striker === 0 ? 7 : 0;
      if (locked) cast(state, SONG, target, [target]);
      const before = disciplines(state, target);
      const attack = ATTACKS.find((c) => c.text.trim() === '' && c.damage.base === 0)!;
      state.zones[seatOf(state)].attackHand = [attack.id];
      mAct(state, 'strike', { card: attack.id });
      while (state.pending.kind === 'priority') mAct(state, 'pass');
      return disciplines(state, target).map((x, i) => before[i] - x);
    };
    // Aokua: Exhaust all Disciplines 10.
    expect(exhausted(false)).toEqual([10, 10, 10, 10]);
    expect(exhausted(true)).toEqual([0, 0, 0, 0]);
  });
});

describe('CR 8.7.1.1 Counterpoint of Chaos: "Target Creature cannot gain Elemental Types"', () => {
  /** "Target Creature gains Fire. If that Creature already has Fire, it gains "Fire 5" instead" and its kin. */
  const gainer = (element: Element) => byName({ Fire: 'Dischord of Flame', Air: 'Howl of the Wind', Earth: 'Anthem of Stone', Water: 'Harmonics of Water' }[element]).id;

  it('a Mugic that gives it an Elemental Type it lacks gives none; another creature gains it', () => {
    const state = game({ 4: 0, 7: 7 });
    const missing = ELEMENTS.find((e) => !elementsOf(state, 7).includes(e) && !elementsOf(state, 0).includes(e))!;
    expect(missing).toBeDefined();
    const had = elementsOf(state, 7);
    cast(state, COUNTERPOINT, 0, [7]);
    cast(state, gainer(missing), 0, [7]);
    expect(elementsOf(state, 7)).toEqual(had);
    cast(state, gainer(missing), 0, [0]);
    expect(elementsOf(state, 0)).toContain(missing);
  });

  it('an Elemental Type gained before it resolved stays, and it ends at the end of the turn (CR 8.9.1)', () => {
    const state = game({ 4: 0, 7: 7 });
    const [first, second] = ELEMENTS.filter((e) => !elementsOf(state, 7).includes(e));
    cast(state, gainer(first), 0, [7]);
    cast(state, COUNTERPOINT, 0, [7]);
    cast(state, gainer(second), 0, [7]);
    expect(elementsOf(state, 7)).toContain(first);
    expect(elementsOf(state, 7)).not.toContain(second);
    endEffects(state.masters!, 'end-of-turn');
    cast(state, gainer(second), 0, [7]);
    expect(elementsOf(state, 7)).toContain(second);
  });
});

describe('CR 8.7.1.4 Scarab of Khilai: "Equipped Creature and Creatures engaged with it cannot lose Elemental Types from Mugic, Attacks or abilities"', () => {
  /** The striker plays "X: Your engaged Creature loses X." (Sunder Ground and its kin) for an X it has; returns whether it still has X. */
  function strikeToLose(scarabOn: 'striker' | 'opponent' | 'nobody'): boolean {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const striker = seatOf(state) === 0 ? 0 : 7;
    if (scarabOn !== 'nobody') gear(state, scarabOn === 'striker' ? striker : 7 - striker, SCARAB);
    const attack = ATTACKS.find((c) => {
      const m = /^(Fire|Air|Earth|Water): Your engaged Creature loses (Fire|Air|Earth|Water)\.?$/.exec(c.text.trim());
      return m !== null && m[1] === m[2] && elementsOf(state, striker).includes(m[1] as Element);
    })!;
    expect(attack).toBeDefined();
    const element = /loses (\w+)/.exec(attack.text)![1] as Element;
    state.zones[seatOf(state)].attackHand = [attack.id];
    mAct(state, 'strike', { card: attack.id });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    return elementsOf(state, striker).includes(element);
  }

  it('an attack takes its striker\'s Elemental Type, but not from the equipped creature nor from the creature engaged with it', () => {
    expect(strikeToLose('nobody')).toBe(false);
    expect(strikeToLose('striker')).toBe(true);
    expect(strikeToLose('opponent')).toBe(true);
  });

  it('CR 8.4.4.1 an equipped creature cannot pay "Expend Earth" (Blazier), as it cannot lose Earth', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-7' }]);
    const free = [3, 5].find((s) => state.board[s] === null)!;
    mAct(state, 'move', { from: 4, to: free });
    const ability = ctx.effects('AU-7').normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    gear(state, 0, SCARAB);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability })).toEqual(['8.4.4.1']);
    setGear(state.masters!, 0, null);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability })).toEqual([]);
  });
});

describe('glossary Untargetable: Gigantempopolis, "Each Battlegear has "Untargetable.""', () => {
  it('"Destroy target Battlegear" can target no Battlegear while it is the active Location; under another Location it can', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'SS-15' }]);
    gear(state, 0, SCARAB);
    const destroy = ctx.effects('SS-15').normal.filter((e) => e.kind === 'automated' && e.steps.some((s) => s.verb === 'destroy-battlegear'));
    expect(destroy).toHaveLength(1);
    const targets = () => checkTargets(state, ctx, stats(state), 1, 1, destroy, [0], 7).map((v) => v.rule);
    expect(targets()).toEqual([]);
    state.activeLocation = { owner: 0, card: idOf('AU-195') }; // another printing of that name has other text
    expect(targets()).toEqual(['8.4.1.3']);
  });
});
