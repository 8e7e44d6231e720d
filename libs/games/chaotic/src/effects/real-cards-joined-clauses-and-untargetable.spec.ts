import { applyEffect } from './apply-effect';
import { automated, board, TARGET } from './real-card-fixtures';

const YOURS = (filter: object) => ({ select: 'all', filter: { controller: 'you', ...filter } });

describe('joined clauses and granted lists on real cards', () => {
  it('Ulmquad: "Deal 10 damage to target Creature and Ulmquad gains 10 Energy" is two steps', () => {
    const [effect] = automated('MI-42');
    expect(effect.steps).toEqual([
      { verb: 'deal-damage', params: { amount: 10, to: TARGET } },
      { verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: { select: 'self' }, duration: 'end-of-turn' } },
    ]);
    const ctx = board();
    ctx.self = 'a';
    applyEffect(ctx, effect);
    expect([ctx.creature('b').damage, ctx.creature('a').stats.energy]).toEqual([30, 60]);
  });

  it('Ultadur and Owayki grant an element or stat together with a quoted keyword', () => {
    const [commanders] = automated('ZOTH-15', true);
    expect(commanders.steps).toEqual([
      { verb: 'gain-element', params: { element: 'Fire', to: YOURS({ subtype: 'Commander' }), duration: 'while-in-play' } },
      { verb: 'grant-ability', params: { ability: { kind: 'recklessness', x: 5 }, to: YOURS({ subtype: 'Commander' }), duration: 'while-in-play' } },
    ]);
    const [owayki] = automated('MI-52');
    const ctx = board();
    ctx.creature('a').tribe = 'Mipedian';
    ctx.creature('a').abilities.push({ kind: 'invisibility', ability: { kind: 'surprise' } });
    applyEffect(ctx, owayki);
    expect([ctx.creature('a').stats.speed, ctx.creature('a').abilities.length, ctx.creature('c').stats.speed]).toEqual([70, 2, 50]);
  });

  it('Kha\'rall Freshwater Shard: "an additional 25 Energy and "Defender: Fluidmorpher."" for Kha\'rall only', () => {
    const [, effect] = automated('ROTO-71');
    expect(effect.conditions).toEqual([{ kind: 'matches', who: { select: 'equipped' }, filter: { subtype: "Kha'rall" } }]);
    expect(effect.steps[1]).toEqual({ verb: 'grant-ability', params: { ability: { kind: 'defender', condition: 'Fluidmorpher' }, to: { select: 'equipped' }, duration: 'while-in-play' } });
  });
});

describe('untargetable, lose and cannot gain, control conditions, deck order', () => {
  it('Raznus: "cannot be targeted by Mugic or abilities" is Untargetable (glossary)', () => {
    expect(automated('SS-20')[0].steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'untargetable' }, to: YOURS({ tribes: ['Danian'] }), duration: 'end-of-turn' } }]);
  });

  it('Ghar\'lag: opposing creatures lose and cannot gain Range and Swift', () => {
    const ctx = board();
    applyEffect(ctx, automated('FUN-36')[0]);
    expect(ctx.log).toEqual([
      'remove-ability b range end-of-turn cannot-gain', 'remove-ability c range end-of-turn cannot-gain',
      'remove-ability b swift end-of-turn cannot-gain', 'remove-ability c swift end-of-turn cannot-gain',
    ]);
  });

  it('Dubin: 5 more Energy while an opponent controls an Infected creature', () => {
    const [, effect] = automated('ZOTH-20');
    const ctx = board();
    ctx.self = 'a';
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('c').infected = true;
    applyEffect(ctx, effect);
    expect(ctx.creature('a').stats.energy).toBe(55);
  });

  it('Nexdoors: "Put one of them on the top of that deck and the other on the bottom"', () => {
    const [effect] = automated('PROTO-nexdoors');
    const ctx = board();
    ctx.creature('a').elements = ['Air'];
    ctx.decks.attack = ['x', 'y', 'z'];
    applyEffect(ctx, effect);
    expect(ctx.decks.attack).toEqual(['x', 'z', 'y']);
  });
});
