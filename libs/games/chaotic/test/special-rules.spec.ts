import { stateHash } from '@arbiter/rules';
import { createContext } from '../src/engine/context';
import { afterResolution } from '../src/engine/burst';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import { brainwashed } from '../src/engine/text-active';
import type { ChaoticState } from '../src/engine';
import { cards, engine, starterDecks } from './support';
import { arrangedMasters, mAct, mastersGame, mRules, withCreatures } from './masters-support';
import { setGear, setSpace } from '../src/engine/board-writes';

const ctx = createContext(cards);
const set = cards as unknown as { cards: { id: string; type: string; subtypes: readonly string[]; tribe?: string; brainwashedText?: string }[] };
const effects = (state: ChaoticState, controller: 0 | 1 = 0) => new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller, source: 0, targets: [] });

describe('CR 9.2.2 Brainwashed text is active while its controller controls a Chieftain', () => {
  const minion = set.cards.find((c) => c.type === 'Creature' && c.subtypes.includes('Minion') && c.brainwashedText)!;
  const chieftain = set.cards.find((c) => c.type === 'Creature' && c.subtypes.includes('Chieftain'))!;
  it(`${minion.id} is Brainwashed only beside ${chieftain.id}`, () => {
    const without = arrangedMasters({ 0: 0, 11: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: minion.id }]) });
    expect(brainwashed(without, 0)).toBe(false);
    const beside = arrangedMasters({ 0: 0, 1: 1, 11: 7 }, { decks: withCreatures([{ seat: 0, index: 0, card: minion.id }, { seat: 0, index: 1, card: chieftain.id }]) });
    expect(brainwashed(beside, 0)).toBe(true);
    setSpace(beside.creatures[1], null); // the Chieftain leaves play
    beside.board[1] = null;
    expect(brainwashed(beside, 0)).toBe(false);
  });
});

describe('CR 9.1 Infection and Parasite tokens', () => {
  it('infect marks the creature, uninfect clears it, and CR 9.1.4.3 a defeated creature loses its tokens', () => {
    const state = arrangedMasters({ 0: 0, 11: 7, 10: 6 });
    effects(state).infect('7');
    expect(effects(state).hasAbility('7', 'infected')).toBe(true);
    effects(state).uninfect('7');
    expect(state.masters!.infected).toEqual([]);
    effects(state).infect('7');
    effects(state).destroyCreature('7');
    afterResolution(state, ctx); // the defeat check after an effect resolves
    expect(state.creatures[7].space).toBeNull();
    expect(state.masters!.infected).toEqual([]);
  });
});

describe('glossary Hive: off at the start, its abilities apply while it is on', () => {
  it('set-hive switches it', () => {
    const state = mastersGame();
    expect(state.masters!.hive).toBe(false);
    effects(state).setHive(true);
    expect(effects(state).hiveActive()).toBe(true);
  });
});

describe('CR 4.1.2 / 4.1.3 views hide face-down battlegear and the other mugic hand', () => {
  it('scrambling what bob may not see leaves his view unchanged', () => {
    const state = mastersGame();
    const before = stateHash(engine.view(state, { kind: 'player', player: 'bob' }));
    const scrambled = engine.clone(state);
    scrambled.masters!.mugicHand[0] = [...scrambled.masters!.mugicHand[0]].reverse();
    for (let uid = 0; uid < 6; uid++) setGear(scrambled.masters!, uid, { card: starterDecks[0].battlegear![5 - uid], faceUp: false, disarmed: false });
    expect(stateHash(engine.view(scrambled, { kind: 'player', player: 'bob' }))).toBe(before);
    expect(stateHash(engine.view(scrambled, { kind: 'player', player: 'alice' }))).not.toBe(stateHash(engine.view(state, { kind: 'player', player: 'alice' })));
  });
});

describe('CR 9.3.2 a Mirage location goes onto the battleboard instead of the bottom of the deck', () => {
  const MIRAGES = set.cards.filter((c) => c.type === 'Location' && c.subtypes.includes('Mirage')).map((c) => c.id);
  function recoveryWithMirage(card: string) {
    const state = arrangedMasters({ 0: 0, 11: 7, 10: 6 });
    state.activeLocation = { owner: 0, card };
    state.masters!.activeMirage = true;
    mAct(state, 'move', { from: 0, to: 1 });
    mAct(state, 'pass');
    mAct(state, 'pass');
    mAct(state, 'end-action-step');
    return state;
  }

  it('its owner picks the space; the turn then passes; a second Mirage sends the first back to the bottom of its deck', () => {
    const state = recoveryWithMirage(MIRAGES[0]);
    expect(state.pending).toEqual({ kind: 'place-mirage', seat: 0 });
    expect(mRules(state, 'place-mirage', { space: 99 })).toEqual(['9.3.2']);
    expect(engine.legalActions(state, 'alice')).toHaveLength(12);
    mAct(state, 'place-mirage', { space: 5 });
    expect(state.masters!.mirage).toEqual({ card: MIRAGES[0], owner: 0, space: 5 });
    expect(state.zones[0].locationDeck).not.toContain(MIRAGES[0]);
    expect(state.active).toBe(1);
    expect(engine.view(state, { kind: 'spectator' }).masters!.mirage).toEqual({ card: MIRAGES[0], owner: 0, space: 5 });

    const next = recoveryWithMirage(MIRAGES[1]);
    next.masters!.mirage = { card: MIRAGES[0], owner: 0, space: 5 };
    mAct(next, 'place-mirage', { space: 2 });
    expect(next.masters!.mirage).toEqual({ card: MIRAGES[1], owner: 0, space: 2 });
    expect(next.zones[0].locationDeck[0]).toBe(MIRAGES[0]);
  });

  it('an ordinary location goes to the bottom of its deck as before (CR 6.4.1)', () => {
    const state = arrangedMasters({ 0: 0, 11: 7, 10: 6 });
    state.activeLocation = { owner: 0, card: starterDecks[0].locations[0] };
    mAct(state, 'move', { from: 0, to: 1 });
    mAct(state, 'pass');
    mAct(state, 'pass');
    mAct(state, 'end-action-step');
    expect(state.masters!.mirage).toBeNull();
    expect(state.active).toBe(1);
  });
});
