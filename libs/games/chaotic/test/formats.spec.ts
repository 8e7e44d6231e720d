import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { buildRandomDeck, checkMatchConfig } from '../src';
import { cards, engine, starterDecks } from './support';
import { arrangedMasters, mAct, mastersConfig, mastersGame } from './masters-support';

describe('CR 10.2 Advanced Apprentice: no priority except to play an attack, no mugic', () => {
  it('the location step goes straight to the action step, and an attack resolves as soon as it is played', () => {
    const state = mastersGame(starterDecks, 'advanced-apprentice');
    expect(state.pending).toEqual({ kind: 'action-step' });
    expect(state.masters!.mugicHand).toEqual([[], []]);
    const fight = arrangedMasters({ 4: 0, 7: 7, 11: 10 }, { format: 'advanced-apprentice' });
    mAct(fight, 'move', { from: 4, to: 7 });
    expect(fight.pending).toEqual({ kind: 'strike', seat: 0 }); // Krekk's Intimidate resolved on its own
    const card = fight.zones[0].attackHand[0];
    mAct(fight, 'strike', { card });
    expect(fight.masters!.burst).toEqual([]);
    expect(fight.zones[0].attackDiscard).toContain(card);
  });

  it('battlegear is used: it is revealed when its creature is engaged', () => {
    const fight = arrangedMasters({ 4: 0, 7: 7, 11: 10 }, { format: 'advanced-apprentice' });
    mAct(fight, 'move', { from: 4, to: 7 });
    expect(fight.masters!.gear[0]!.faceUp).toBe(true);
  });
});

describe('CR 2.2.6 / 2.2.7 a Masters deck brings one battlegear and one mugic per creature', () => {
  it('a deck without battlegear or mugic is refused before play', () => {
    const bare = { ...starterDecks[0], battlegear: [], mugic: [] };
    const rules = checkMatchConfig(mastersConfig([bare, starterDecks[1]]), cards).map((v) => v.rule);
    expect(rules).toEqual(expect.arrayContaining(['2.2.6', '2.2.7']));
    expect(checkMatchConfig(mastersConfig(), cards)).toEqual([]);
  });

  it('CR 4.2.1 Masters is played on paper too, with the starting player the players determined', () => {
    expect(checkMatchConfig({ ...mastersConfig(), mode: 'paper', startingPlayer: 'alice' }, cards)).toEqual([]);
    expect(checkMatchConfig({ ...mastersConfig(), mode: 'paper' }, cards).map((v) => v.rule)).toEqual(['4.2.1']);
  });
});

describe('CR 10.4.1 Limited: game size 3, 10 attacks, 5 locations', () => {
  it('random Limited decks are accepted and play a Masters game on three spaces a side', () => {
    const rng = new SeededRng(rngStateFromSeed(9));
    const decks = [buildRandomDeck(cards, 'limited', rng), buildRandomDeck(cards, 'limited', rng)] as const;
    expect(checkMatchConfig(mastersConfig(decks, 'limited'), cards)).toEqual([]);
    const state = mastersGame(decks, 'limited');
    expect(state.board).toHaveLength(6);
    expect(state.pending.kind).toBe('priority');
  });

  it('a Masters-sized deck is refused in Limited', () => {
    expect(checkMatchConfig(mastersConfig(starterDecks, 'limited'), cards).map((v) => v.rule)).toEqual(expect.arrayContaining(['2.2.8', '2.2.9', '10.4.1']));
  });
});

describe('CR 10.1 Apprentice states are unchanged by the Masters game', () => {
  it('an Apprentice state has no Masters part, so its hash is what it was', () => {
    expect(engine.setup({ ...mastersConfig(), format: 'apprentice', decks: starterDecks }, { combined: 'ab'.repeat(32) }).masters).toBeUndefined();
  });
});
