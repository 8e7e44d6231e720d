import { loadChaoticCards } from '../cards/load-cards';
import { cardEffects, sentences } from './parse-effects';

const cards = loadChaoticCards();
const effectsOf = (id: string) => {
  const card = cards.byId(id);
  if (!card) throw new Error(`no card ${id}`);
  return cardEffects(card);
};

describe('text the registry does not pretend to read stays attested', () => {
  it('Karraba: a heal scaled "for each Mugic counter on Karraba" is read with its count, not as a plain heal', () => {
    const [effect] = effectsOf('SS-6');
    expect(effect.kind === 'automated' && effect.steps).toEqual([
      { verb: 'heal', params: { amount: 10, to: { select: 'target', index: 0, filter: {} }, per: { of: 'mugic-counters', on: { select: 'self' } } } },
    ]);
  });

  it('a count the registry cannot make ("for each Elemental Type either of those revealed Attack Cards have") stays attested', () => {
    const revealed = cards.cards.filter((c) => /either of those revealed Attack Cards/.test(c.text));
    expect(revealed.length).toBeGreaterThan(0);
    for (const c of revealed) expect(cardEffects(c).some((e) => e.kind === 'attested' && /revealed Attack Cards/.test(e.text))).toBe(true);
  });

  it('CR 8.9.2: innate text with a one-shot verb is not read as innate', () => {
    // Gigantempopolis reads as a trigger; without "At the beginning of combat" the same words are not innate.
    const [effect] = effectsOf('DOP-214');
    expect(effect.kind === 'automated' && effect.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
  });

  it('keywords stay keywords', () => {
    const ranged = cards.cards.filter((c) => c.abilities?.some((a) => a.kind === 'range'));
    expect(ranged.length).toBeGreaterThan(0);
    for (const c of ranged) expect(cardEffects(c)).toContainEqual({ kind: 'keyword', ability: { kind: 'range' } });
  });
});

describe('sentences', () => {
  it('splits at full stops outside quotes and drops reminder text', () => {
    expect(sentences('Equipped Creature has "Range" and "Swift 1." Deal 5 damage. (Reminder.)')).toEqual(['Equipped Creature has "Range" and "Swift 1."', 'Deal 5 damage']);
  });
});
