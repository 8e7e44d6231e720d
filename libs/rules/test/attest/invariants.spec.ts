import { cardsConserved, checkAttestInvariants, valuesInBounds } from '../../src';

type Piles = { hand: string[]; deck: string[]; health: number };
const invariants = [
  cardsConserved<Piles>('g/not-conserved', '1', (s) => [...s.hand, ...s.deck]),
  valuesInBounds<Piles>('g/out-of-bounds', '2', 0, 35, (s) => ({ health: s.health })),
];

describe('attested-effect invariants', () => {
  const before: Piles = { hand: ['a'], deck: ['b', 'b'], health: 20 };
  it('a move between piles within bounds keeps them', () => {
    expect(checkAttestInvariants(invariants, before, { hand: ['a', 'b'], deck: ['b'], health: 35 }, 4)).toEqual([]);
  });
  it('a card made, a card lost and a value out of bounds are violations at the action', () => {
    expect(checkAttestInvariants(invariants, before, { hand: ['a', 'c'], deck: ['b', 'b'], health: 36 }, 4)).toEqual([
      { code: 'g/not-conserved', rule: '1', seq: 4, message: 'c appears: an attested effect cannot create cards' },
      { code: 'g/out-of-bounds', rule: '2', seq: 4, message: 'health would be 36, outside 0–35' },
    ]);
    expect(checkAttestInvariants(invariants, before, { hand: [], deck: ['b', 'b'], health: 1 }, 5)[0].message).toMatch(/a disappears/);
  });
  it('words a value out of bounds in the game\'s terms, and has no upper bound when max is Infinity', () => {
    const damage = valuesInBounds<Piles>('g/out-of-bounds', '3', 0, Infinity, (s) => ({ '4': s.health }), (uid, n) => `creature ${uid} would have ${n} damage`);
    expect(checkAttestInvariants([damage], before, { ...before, health: 1e9 }, 6)).toEqual([]);
    expect(checkAttestInvariants([damage], before, { ...before, health: -10 }, 6)).toEqual([
      { code: 'g/out-of-bounds', rule: '3', seq: 6, message: 'creature 4 would have -10 damage' },
    ]);
  });
});
