import type { Condition, TurnDeed } from './effect-types';
import { automated, THEIRS } from './real-card-fixtures';

/** "if an engaged creature you control <deed> this turn". */
const engagedYoursDid = (deed: TurnDeed): Condition => ({ kind: 'exists', filter: { controller: 'you', engaged: true, thisTurn: deed } });

describe('CR 8.4.2 "The caster pays 2 less mugic counters to play this Mugic if …", read on the real cards', () => {
  it.each([
    ['MI-190', 'Allegro', { kind: 'won-initiative' }],
    ['MI-184', 'Improvisational Melody', { kind: 'dealt-attack-damage', min: 20 }],
    ['MI-187', 'Intense Polyphony', { kind: 'took-attack-damage', min: 15 }],
    ['MI-178', 'Melody of Miracles', { kind: 'won-challenge', stat: 'wisdom' }],
  ] as [string, string, TurnDeed][])('%s %s: the Mugic\'s own cost, its condition read as it is played; its other line resolves', (id, _name, deed) => {
    const [resolves, cost] = automated(id);
    expect(resolves.timing).toEqual({ kind: 'on-resolve' });
    expect(cost.timing).toEqual({ kind: 'static' });
    expect(cost.conditions).toEqual([engagedYoursDid(deed)]);
    expect(cost.steps).toEqual([{ verb: 'modify-this-mugic-cost', params: { delta: -2 } }]);
  });
});

describe('CR 8.6.2.2 Retaliatory Strike, read on the real card', () => {
  it('"deals additional damage equal to the damage dealt by the last attack played this combat": damage to the opposing engaged creature, counted as it resolves', () => {
    expect(automated('AU-120')[0].steps).toEqual([{ verb: 'deal-damage', params: { amount: 1, to: THEIRS, per: { of: 'last-attack-damage' } } }]);
  });
});

describe('CR 8.4.4 Nivenna, read on the real card', () => {
  it('"Choose an Elemental Type. Target Creature which dealt attack damage this turn gains "Element 10" of the chosen Elemental Type": the ability, not the type; once per turn', () => {
    const [ability] = automated('ROTO-11');
    expect(ability.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 1, other: [] }, oncePerTurn: true });
    expect(ability.steps).toEqual([{
      verb: 'choose-element',
      params: { gain: true, to: { select: 'target', index: 0, filter: { thisTurn: { kind: 'dealt-attack-damage', min: 1 } } }, duration: 'end-of-turn', value: 10, abilityOnly: true },
    }]);
  });
});
