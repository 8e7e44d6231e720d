import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, arrange, B, codes, passes, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0: "When this location enters play during your deploy phase, dismiss it unless you
 * have another [Gongen] support icon in play or reveal a Gongen card from your hand."
 * (wars:glossary/triggered-ability, wars:glossary/support-icons, wars:general/reveal). The
 * ability asks its controller whether they reveal such a card (`choose` with `take` and, to
 * reveal, `fromHand`); another icon of that faction on their side of a location in play keeps
 * the location whatever they answer.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0, an [Earther] icon), Pallas/Asteroid Stronghold
 * 1R319 (0-1, a [Gongen] sector), Venus/Research Base 1R325 (0-2, an [Earther] sector),
 * Guardian-Class Carrier (0-3, a Gongen ship), then Zealous Squads (Earther). Bob's:
 * Ganymede/Traginium Well, Zealous Squads.
 */
const DECK = ['1S301', '1R319', '1R325', '1C71', ...Array(34).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));

/** Ann's deploy phase with `hand` in her hand, and the location she deploys from it resolved: its ability waiting for her choice when it triggered. */
function deployed(card: '1R319' | '1R325', hand: string[]): WarsState {
  const s = startedWith([DECK, BOB], engine, 'deploy-phase-locations');
  toPhase(s, 'deploy');
  arrange(s, 0, hand, ['0-10', '0-11']);
  act(s, A, 'deploy', { card, place: 0 });
  passes(s);
  return s;
}

describe('wars:glossary/triggered-ability: "When this location enters play during your deploy phase, dismiss it unless …" (engine 1.2.0)', () => {
  it('Pallas/Asteroid Stronghold 1R319, Ann\'s only [Gongen] icon: revealing the Guardian-Class Carrier from her hand keeps it, and the Carrier stays in her hand', () => {
    const s = deployed('1R319', ['0-1', '0-3', '0-4']);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-1', trigger: true });
    passes(s);
    expect(s.choosing?.seat).toBe(0);
    expect(codes(s, B, 'choose', { take: false })).toEqual(['wars/choice-pending wars:glossary/effects']);
    act(s, A, 'choose', { take: true, fromHand: '1C71' });
    expect([s.inPlay['0-1']?.kind, s.piles[0].hand]).toEqual(['location', ['0-3', '0-4']]);
  });

  it('not revealing one, it is dismissed to Ann\'s lost pile', () => {
    const s = deployed('1R319', ['0-1', '0-3', '0-4']);
    passes(s);
    act(s, A, 'choose', { take: false });
    expect([s.inPlay['0-1'], s.piles[0].lost]).toEqual([undefined, ['0-1']]);
  });

  it('wars:general/reveal: the card revealed must be a Gongen card of her hand, named by `fromHand`', () => {
    const s = deployed('1R319', ['0-1', '0-3', '0-4']);
    passes(s);
    expect(codes(s, A, 'choose', { take: true, fromHand: '1C55' })).toEqual(['wars/wrong-card-revealed wars:general/reveal']);
    expect(codes(s, A, 'choose', { take: true })).toEqual(['wars/cards-not-chosen wars:general/reveal']);
    expect(codes(s, A, 'choose', { take: true, fromHand: '1R320' })).toEqual(['wars/not-in-hand wars:general/reveal']);
    expect(codes(s, A, 'choose', { take: false, fromHand: '1C71' })).toEqual(['wars/too-many-from-hand wars:glossary/effects']);
    expect(engine.legalActions(s, A).filter((a) => a.type === 'choose').map((a) => a.payload)).toEqual([{ take: true, fromHand: ['1C71'] }, { take: false }]);
  });

  it('Venus/Research Base 1R325, with Ann\'s Exploratory Camp\'s [Earther] icon in play: it stays whatever she answers', () => {
    const s = deployed('1R325', ['0-2', '0-4']);
    passes(s);
    act(s, A, 'choose', { take: false });
    expect(s.inPlay['0-2']?.kind).toBe('location');
  });

  it('engine 1.1.0 leaves the text attested', () => {
    for (const id of ['1R319', '1R320', '1R325']) {
      const card = cards.get(id)!;
      const line = card.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
