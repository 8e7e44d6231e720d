import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import type { AttackCard } from '../src/cards/card';
import { auditMatchLog, buildRandomDeck, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import { gear } from './dop-support';
import { cards, PLAYERS } from './support';
import { card, fight, mod, stat, strike } from './trigcombat-support';

// Morphwrath: "Challenge Mugic counters 1 / 3 / 5: Deal 5 damage." — Challenges, but of no Discipline.
const MORPHWRATH = card('TOTT-47') as AttackCard;

describe('CR 3.2.6.1, 3.5.8.2: a "Discipline check" is a check of Courage, Power, Wisdom or Speed, never of Mugic counters', () => {
  it('Colstone: the striker failing Challenge Mugic counters is no failed Discipline check, so the equipped creature gains no Energy', () => {
    const f = fight();
    gear(f.state, f.target, 'Colstone');
    f.state.masters!.counters[f.striker] = 0;
    f.state.masters!.counters[f.target] = 6;
    mod(f.state, f.striker, 'energy', 100);
    const energy = stat(f.state, f.target, 'energy');
    strike(f, MORPHWRATH);
    expect(stat(f.state, f.target, 'energy')).toBe(energy);
  });

  it('Colstone still gains 10 Energy for each failed check of a Discipline', () => {
    const f = fight();
    gear(f.state, f.target, 'Colstone');
    mod(f.state, f.target, 'wisdom', 200);
    const energy = stat(f.state, f.target, 'energy');
    strike(f, card('DOP-126') as AttackCard); // "Challenge Courage 15, Challenge Wisdom 15: Deal 10 damage and heal 10 damage."
    expect(stat(f.state, f.target, 'energy')).toBeGreaterThan(energy);
  });

  it('Advanced Apprentice seed 281 (Olkiex against Arkanin with Colstone) ends: Morphwrath no longer feeds Colstone 30 Energy a strike', () => {
    const rng = new SeededRng(rngStateFromSeed(281));
    const decks = [buildRandomDeck(cards, 'advanced-apprentice', rng), buildRandomDeck(cards, 'advanced-apprentice', rng)] as const;
    const match = playBotMatch({ cards, decks, seed: 281, format: 'advanced-apprentice', players: [...PLAYERS], maxActions: 20_000 });
    expect(match.outcome).not.toBeNull();
    const { log } = parseMatchLog(toNdjson(match.header, match.actions, match.trailer));
    expect(log).not.toBeNull();
    expect(auditMatchLog(log!, cards, { mode: 'strict', hashFinal: false }).violations).toEqual([]);
  });
});
