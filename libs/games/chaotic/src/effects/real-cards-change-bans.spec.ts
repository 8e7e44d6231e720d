import { automated, EQUIPPED, TARGET, THEIRS } from './real-card-fixtures';

const TURN = 'end-of-turn';
const STATIC = 'while-in-play';
const ALL = { select: 'all', filter: {} } as const;

describe('CR 8.7.1.1 text that keeps values from changing, read on the real cards', () => {
  it('Song of Stable Shields: "Target Creature\'s Disciplines cannot be increased or decreased", until the end of the turn (CR 8.9.1)', () => {
    const [effect] = automated('MI-171');
    expect(effect.timing).toEqual({ kind: 'on-resolve' });
    expect(effect.steps).toEqual([{ verb: 'prohibit', params: { action: 'change-disciplines', who: TARGET, duration: TURN } }]);
  });

  it('Counterpoint of Chaos: "Target Creature cannot gain Elemental Types"', () => {
    expect(automated('AU-176')[0].steps).toEqual([{ verb: 'prohibit', params: { action: 'gain-elements', who: TARGET, duration: TURN } }]);
  });

  it('Scarab of Khilai: the equipped creature always; the opposing engaged creature only while the equipped one is engaged', () => {
    const [effect] = automated('AU-154');
    expect(effect.timing).toEqual({ kind: 'static' });
    expect(effect.steps).toEqual([
      { verb: 'prohibit', params: { action: 'lose-elements', who: EQUIPPED, duration: STATIC } },
      { verb: 'conditional', params: { conditions: [{ kind: 'engaged', who: EQUIPPED }], then: [{ verb: 'prohibit', params: { action: 'lose-elements', who: THEIRS, duration: STATIC } }], otherwise: [] } },
    ]);
  });
});

describe('glossary Untargetable: Gigantempopolis, "Each Battlegear has "Untargetable.""', () => {
  it('the battlegear of every creature, whoever controls it', () => {
    expect(automated('AU-195')[0].steps).toEqual([{ verb: 'grant-card-ability', params: { cards: 'battlegear', ability: { kind: 'untargetable' }, duration: STATIC, of: ALL } }]);
  });
});
