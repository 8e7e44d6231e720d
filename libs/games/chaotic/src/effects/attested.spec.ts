import { AttestedEffectEntry, checkCardConservation, checkValuesInBounds, ZoneSnapshot } from './attested';

const before: ZoneSnapshot = {
  p1: { 'mugic-hand': ['m1'], 'general-discard': ['m2'], battleboard: ['c1', 'c2'] },
  p2: { battleboard: ['c3'] },
};

/** Castle Bodhran's text as attested: p1 returns a mugic card from the discard pile to hand. */
const entry: AttestedEffectEntry = {
  type: 'AttestedEffectResolved',
  card: 'DOP-203',
  text: 'At the beginning of combat, each player can return a Mugic Card from their general discard pile to their hand',
  moves: [{ player: 'p1', card: 'm2', from: 'general-discard', to: 'mugic-hand' }],
  changes: [],
};

describe('CR 4.1.6 attested effects conserve cards between zones', () => {
  it('accepts an outcome whose moves match the zones before and after', () => {
    const after: ZoneSnapshot = { ...before, p1: { 'mugic-hand': ['m1', 'm2'], 'general-discard': [], battleboard: ['c1', 'c2'] } };
    expect(checkCardConservation(before, entry, after, 7)).toEqual([]);
  });

  it('catches a card that vanished (the mutant: an attested effect that breaks conservation)', () => {
    const after: ZoneSnapshot = { ...before, p1: { 'mugic-hand': ['m1'], 'general-discard': [], battleboard: ['c1', 'c2'] } };
    const codes = checkCardConservation(before, entry, after, 7).map((v) => [v.code, v.rule, v.seq]);
    expect(codes).toEqual([
      ['chaotic/attested-move-to', '4.1.6', 7],
      ['chaotic/attested-cards-not-conserved', '4.1.6', 7],
    ]);
  });

  it('catches a move from a zone the card is not in, and a card in two zones', () => {
    const wrong: AttestedEffectEntry = { ...entry, moves: [{ player: 'p1', card: 'm2', from: 'attack-discard', to: 'mugic-hand' }] };
    const after: ZoneSnapshot = { ...before, p1: { 'mugic-hand': ['m1', 'm2'], 'general-discard': ['m2'], battleboard: ['c1'] } };
    const codes = checkCardConservation(before, wrong, after, 3).map((v) => v.code);
    expect(codes).toContain('chaotic/attested-move-from');
    expect(codes).toContain('chaotic/attested-card-in-two-zones');
  });
});

describe('CR 8.7.2.4 attested values stay in bounds', () => {
  const held = (creature: string, value: string) => (creature === 'c1' ? ({ power: 20, 'mugic-counters': 1, damage: 10 } as Record<string, number>)[value] : undefined);

  it('accepts changes that start from the held value and stay at or above 0', () => {
    const ok: AttestedEffectEntry = { ...entry, moves: [], changes: [{ creature: 'c1', value: 'power', before: 20, after: 0 }] };
    expect(checkValuesInBounds(ok, held, 4)).toEqual([]);
  });

  it('rejects a negative value, a stale before and an unknown creature', () => {
    const bad: AttestedEffectEntry = {
      ...entry,
      moves: [],
      changes: [
        { creature: 'c1', value: 'mugic-counters', before: 1, after: -1 },
        { creature: 'c1', value: 'damage', before: 5, after: 0 },
        { creature: 'zz', value: 'energy', before: 5, after: 5 },
      ],
    };
    expect(checkValuesInBounds(bad, held, 9).map((v) => [v.code, v.rule])).toEqual([
      ['chaotic/attested-value-out-of-bounds', '3.2.8.1'],
      ['chaotic/attested-stale-value', '8.7.2.4'],
      ['chaotic/attested-unknown-creature', '8.7.2.4'],
    ]);
  });
});
