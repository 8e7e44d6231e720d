import { applyEffect } from './apply-effect';
import { fakeCreature } from './in-memory-context';
import { automated, board, MINE, TARGET, THEIRS } from './real-card-fixtures';
import { applyVerb } from './verbs';

const EQUIPPED = { select: 'equipped' } as const;

describe('choices and "If you do" on real cards', () => {
  it('Hymn of the Elements: target gains the element its controller picks', () => {
    const [effect] = automated('DOP-176');
    expect(effect.steps).toEqual([{ verb: 'choose-element', params: { gain: true, to: TARGET, duration: 'end-of-turn' } }]);
    const ctx = board();
    ctx.answers.push('Earth');
    applyEffect(ctx, effect);
    expect(ctx.creature('b').elements).toEqual(['Earth']);
  });

  it('Hive Call: "You can remove a Mugic counter from a Creature you control. If you do, activate Hive"', () => {
    const [effect] = automated('DOP-102');
    expect(effect.steps).toEqual([{
      verb: 'optional',
      params: { steps: [{ verb: 'remove-mugic-counters', params: { amount: 1, from: { select: 'all', filter: { controller: 'you' } }, chosen: true } }], ifDone: [{ verb: 'set-hive', params: { on: true } }] },
    }]);
    const ctx = board();
    ctx.answers.push('a');
    applyEffect(ctx, effect);
    expect([ctx.creature('a').mugicCounters, ctx.hive]).toEqual([0, true]);
  });

  it('Ravanaugh Ridge: each player with an engaged Air creature may look at three and keep one on top', () => {
    const [effect] = automated('DOP-224');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    expect(effect.steps).toEqual([{
      verb: 'for-controllers',
      params: {
        of: { select: 'all', filter: { engaged: true, elements: ['Air'] } },
        steps: [{ verb: 'optional', params: { steps: [{ verb: 'look-at-deck', params: { owner: 'you', decks: ['attack'], count: 3, arrangement: 'one-top-rest-bottom' } }], ifDone: [] } }],
      },
    }]);
    const ctx = board();
    ctx.decks.attack = ['p', 'q', 'r', 's'];
    applyEffect(ctx, effect);
    expect(ctx.decks.attack).toEqual(['p', 'q', 'r', 's']); // nobody has Air
    ctx.creature('b').elements.push('Air');
    applyEffect(ctx, effect);
    expect(ctx.decks.attack).toEqual(['p', 's', 'q', 'r']);
  });

  it('Lucky Shot: 40 damage only when lower in all five stats', () => {
    const [effect] = automated('DOP-108');
    expect(effect.conditions).toEqual([{ kind: 'compared-to-opposing', stats: ['courage', 'power', 'wisdom', 'speed', 'energy'], relation: 'lower' }]);
    expect(effect.steps).toEqual([{ verb: 'deal-damage', params: { amount: 40, to: THEIRS } }]);
    const ctx = board();
    ctx.creature('a').stats = { courage: 10, power: 10, wisdom: 10, speed: 10, energy: 50 };
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('a').stats.energy = 30;
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(60);
  });
});

describe('attacks, locations and the burst on real cards', () => {
  it('Mirthquake reveals a new active Location (CR 6.2.5), then the striker loses Earth', () => {
    const [effect] = automated('DOP-110');
    expect(effect.steps).toEqual([{ verb: 'reveal-location', params: {} }, { verb: 'lose-element', params: { element: 'Earth', to: MINE, duration: 'end-of-turn' } }]);
    const ctx = board();
    ctx.creature('a').elements = ['Earth'];
    applyEffect(ctx, effect);
    expect([ctx.log[0], ctx.creature('a').elements]).toEqual(['reveal-location', []]);
  });

  it('Tornado Tackle: both players shuffle attack discard piles into their decks', () => {
    expect(automated('DOP-128')[0].steps).toEqual([{ verb: 'shuffle-discard-into-deck', params: { players: 'each', decks: ['attack'] } }]);
  });

  it('Melody of Mirage and Song of Deflection act on the burst', () => {
    expect(automated('DOP-198')[0].steps).toEqual([{ verb: 'set-attack-damage', params: { amount: 0, which: 'target-attack', duration: 'end-of-turn' } }]);
    expect(automated('DOP-200')[0].steps).toEqual([{ verb: 'change-target', params: {} }]);
  });

  it('Crystal Cave: the slower engaged creature deals 0 with its first attack', () => {
    const [effect] = automated('DOP-207');
    const ctx = board();
    ctx.creature('b').stats.speed = 40;
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual(['set-attack-damage first-attack b 0 while-in-play']);
  });

  it('Stone Pillar: engaged UnderWorld creatures pay 1 less for their first Mugic (CR 8.4.2)', () => {
    const ctx = board();
    applyEffect(ctx, automated('DOP-227')[0]);
    expect(ctx.log).toEqual(['first-mugic-cost b -1 while-in-play']);
  });

  it('Iron Pillar, Notes of Neverwhere and Lake Ken-I-Po change abilities of non-creature cards', () => {
    expect(automated('DOP-218')[0].steps).toEqual([{ verb: 'suppress-abilities', params: { cards: 'battlegear', duration: 'while-in-play' } }]);
    expect(automated('DOP-199')[0].steps).toEqual([{ verb: 'suppress-abilities', params: { cards: 'active-location', duration: 'end-of-turn' } }]);
    expect(automated('DOP-220')[0].steps).toEqual([{ verb: 'grant-card-ability', params: { cards: 'mugic', ability: { kind: 'untargetable' }, duration: 'while-in-play' } }]);
  });

  it('Gothos Tower: every creature but Lord Van Bloot has 10 less Courage; he has "Invisibility: Strike 15"', () => {
    const [less, granted] = automated('DOP-217');
    const ctx = board();
    ctx.creature('b').name = 'Lord Van Bloot';
    applyEffect(ctx, less);
    applyEffect(ctx, granted);
    expect(ctx.creatures.map((c) => c.stats.courage)).toEqual([40, 50, 40]);
    expect(ctx.creature('b').abilities).toEqual([{ kind: 'invisibility', ability: { kind: 'strike', x: 15 } }]);
  });

  it('UnderWorld City grants attacks of UnderWorld creatures "Challenge Power 15: Deal 5 damage."', () => {
    const [effect] = automated('DOP-230');
    const step = effect.steps[0];
    expect(step.verb === 'grant-attack-effect' && step.params.effect).toMatchObject({
      timing: { kind: 'on-resolve' }, conditions: [{ kind: 'challenge', stat: 'power', x: 15 }], steps: [{ verb: 'deal-damage', params: { amount: 5, to: THEIRS } }],
    });
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual(['grant-attack-effect b deal-damage while-in-play']);
  });

  it('Riverlands: "When a Creature deals Water damage, heal 5 damage to it" heals the creature that dealt it', () => {
    const [effect] = automated('DOP-225');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'creature-deals-element-damage', element: 'Water' });
    const ctx = board();
    ctx.triggerCreature = 'b';
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(15);
  });
});

describe('creatures on real cards', () => {
  it('Chaor negates an OverWorld mugic or ability only if it targets Chaor', () => {
    const [effect] = automated('DOP-31');
    expect(effect.steps).toEqual([{ verb: 'negate', params: { what: 'mugic-or-ability', tribes: ['OverWorld'], targeting: { select: 'self' } } }]);
  });

  it('Drakness: Mugic of creatures you control deal 5 more', () => {
    const ctx = board();
    applyEffect(ctx, automated('DOP-33')[0]);
    expect(ctx.log).toEqual(['mugic-damage a 5 while-in-play']);
  });

  it('Kannen: "Sacrifice Kannen: Return a Mandiblor …" returns a Mandiblor card, not targeted', () => {
    const [, effect] = automated('DOP-63');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Sacrifice Kannen'] } });
    const ctx = board();
    ctx.discard = [fakeCreature('m', 'you', { tribe: 'Danian', subtypes: ['Mandiblor'] })];
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.id)).toEqual(['a', 'b', 'c', 'm']);
  });

  it('Song of Revival returns a targeted UnderWorld creature card', () => {
    expect(automated('DOP-189')[0].steps).toEqual([{ verb: 'return-creature-to-play', params: { filter: { tribes: ['UnderWorld'] }, targeted: true } }]);
  });

  it('Lord Van Bloot: the creature engaged with him has 10 less Energy below 65 Courage', () => {
    const [effect] = automated('DOP-42');
    const ctx = board();
    ctx.self = 'a';
    applyEffect(ctx, effect);
    expect(ctx.creature('b').stats.energy).toBe(40);
    ctx.creature('b').stats.courage = 65;
    expect(applyEffect(ctx, effect)).toBe(false);
  });

  it('Ubliqun moves as if adjacent; Xield pays with 10 damage to itself, once per turn (CR 8.4.4)', () => {
    expect(automated('DOP-83')[0].steps).toEqual([{ verb: 'move-as-if-adjacent', params: { who: { select: 'self' }, duration: 'end-of-turn' } }]);
    const [xield] = automated('DOP-55');
    expect(xield.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Deal 10 damage to Xield'] }, oncePerTurn: true });
    const ctx = board();
    applyEffect(ctx, xield);
    expect(ctx.creature('b').stats.energy).toBe(60);
  });
});

describe('battlegear on real cards', () => {
  it('Stone Mail: no abilities and cannot gain any; Spectral Viewer strips Invisibility from the opponent', () => {
    const mail = automated('DOP-157').find((e) => e.steps[0].verb === 'remove-ability');
    expect(mail?.steps).toEqual([{ verb: 'remove-ability', params: { ability: 'all', to: EQUIPPED, duration: 'while-in-play', cannotGain: true } }]);
    const [viewer] = automated('DOP-155');
    const ctx = board();
    ctx.creature('b').abilities.push({ kind: 'invisibility', ability: { kind: 'surprise' } });
    applyEffect(ctx, viewer);
    expect(ctx.creature('b').abilities).toEqual([]);
  });

  it('Talisman of the Mandiblor and Mipedian Cactus grant activated abilities to their tribe only', () => {
    const [, talisman] = automated('DOP-158');
    expect(talisman.conditions).toEqual([{ kind: 'is-tribe', who: EQUIPPED, tribes: ['Danian'] }]);
    const step = talisman.steps[0];
    expect(step.verb === 'grant-effect' && step.params.effect).toMatchObject({ timing: { kind: 'activated', cost: { mugicCounters: 0, other: ['Sacrifice equipped Creature'] } } });
    const ctx = board();
    ctx.equipped = 'a';
    expect(applyEffect(ctx, talisman)).toBe(false);
    ctx.creature('a').tribe = 'Danian';
    applyEffect(ctx, talisman);
    expect(ctx.log).toEqual(['grant-effect a return-creature-to-play while-in-play']);
    const [, cactus] = automated('DOP-144');
    const granted = cactus.steps[0].verb === 'grant-effect' ? cactus.steps[0].params.effect : undefined;
    expect(granted?.steps).toEqual([{ verb: 'move-as-if-adjacent', params: { who: EQUIPPED, duration: 'end-of-turn' } }]);
  });

  it('Riverland Star grants "When equipped Creature deals Water damage, heal 5 damage to it"', () => {
    const [, star] = automated('DOP-153');
    const granted = star.steps[0].verb === 'grant-effect' ? star.steps[0].params.effect : undefined;
    expect(granted?.timing).toEqual({ kind: 'triggered', event: 'equipped-deals-element-damage', element: 'Water' });
    const ctx = board();
    ctx.equipped = 'b';
    for (const step of granted?.steps ?? []) applyVerb(ctx, step);
    expect(ctx.creature('b').damage).toBe(15);
  });
});
