import { parseAll, type Parser, readAbility, tokenize } from '../src';
import { condition } from '../src/text/conditions';
import { cost } from '../src/text/costs';
import { duration } from '../src/text/durations';
import { effects } from '../src/text/effects';
import { limit } from '../src/text/limits';
import { amount, target } from '../src/text/targets';
import { trigger } from '../src/text/triggers';
import { card } from './support';

/** A phrase read by one part of the grammar; throws with where it stopped, so a failing test says why. */
function phrase<T>(p: Parser<T>, text: string): T {
  const r = parseAll(p, tokenize(text));
  if (!r.ok) throw new Error(`stopped at word ${r.at + 1} of "${text}": expected ${r.expected.join(' or ')}`);
  return r.value;
}
/** The text of a card's nth ability (both sides of an inverter), so each test reads the card as printed. */
const textOf = (id: string, n: number) => [...card(id).abilities, ...(card(id).invertedAbilities ?? [])][n];
const thisCard = (kind: string) => ({ select: 'this', traits: [], kinds: [kind] });
const here = { relation: 'here' };

describe('targets: what a phrase picks', () => {
  it('Subjugate 1U205: "in a site battle where your total tactics are …" keeps the condition as where the battle is, never dropped', () => {
    expect(phrase(target, 'target unit in a site battle where your total tactics are at least twice your opponent\'s total tactics')).toMatchObject({
      at: { relation: 'in-battle', battle: 'site', which: 'a', where: { relation: 'where', condition: { is: 'compare', compare: '>=', right: { times: 2 } } } },
    });
  });

  it('Sheltered 1R97: a place after the first is kept ("from your lost pile at that site"), never dropped', () => {
    expect(phrase(target, 'target Gongen unit from your lost pile at that site')).toMatchObject({
      at: { relation: 'pile', pile: 'lost', owner: 'you' }, alsoAt: [{ relation: 'at', location: { select: 'that', kinds: ['site'] } }],
    });
  });

  it('Quay Navigator 1U252: "target pending drain at a related location"', () => {
    expect(textOf('1U252', 1).text).toContain('Cancel target pending drain at a related location.');
    expect(phrase(target, 'target pending drain at a related location')).toEqual({
      select: 'target', traits: ['pending'], kinds: ['drain'], at: { relation: 'at', location: { select: 'a', traits: ['related'], kinds: ['location'] } },
    });
  });

  it('M44 Heavy Plasma Gun 1R135: "target damaged unit your opponent has in a site battle here"', () => {
    expect(phrase(target, 'target damaged unit your opponent has in a site battle here')).toEqual({
      select: 'target', traits: ['damaged'], kinds: ['unit'], owner: 'opponent', at: { relation: 'in-battle', battle: 'site', which: 'a', where: here },
    });
  });

  it('Komoku Interceptor 2U43: a filter after the place ("that has “Komoku” in its title")', () => {
    expect(phrase(target, textOf('2U43', 0).text.replace(' is immune to attrition.', ''))).toEqual({
      select: 'each', owner: 'you', other: true, traits: [], kinds: ['ship'], at: here, filters: [{ titleHas: 'Komoku' }],
    });
  });

  it('LongBow Missile 27-B 1U38: the amount "[D] + the number of fighters you have here"', () => {
    expect(phrase(amount, '[D] + the number of fighters you have here')).toEqual({
      sum: [{ destiny: 'yours' }, { countOf: { select: 'each', owner: 'you', traits: [], kinds: ['fighter'], at: here } }],
    });
  });
});

describe('costs: what is paid before the rift', () => {
  it('Ace McCallister 1R112: "Lose a card at random from your hand"', () => {
    expect(textOf('1R112', 0)).toMatchObject({ kind: 'activated', cost: 'Lose a card at random from your hand' });
    expect(phrase(cost, 'Lose a card at random from your hand')).toEqual([
      { verb: 'lose-card', params: { who: 'you', atRandom: true, target: { select: 'a', traits: [], kinds: ['card'], at: { relation: 'pile', pile: 'hand', owner: 'you' } } } },
    ]);
  });

  it('Sitkatika Hekaton 1C264: the compound cost "Pay 4 energy and damage this ship" is two verbs', () => {
    expect(phrase(cost, 'Pay 4 energy and damage this ship')).toEqual([
      { verb: 'pay-energy', params: { who: 'you', amount: { n: 4 } } },
      { verb: 'damage', params: { target: thisCard('ship') } },
    ]);
  });
});

describe('triggers: when a triggered ability fires', () => {
  it('Entrenched Infantry 1U17: "Each time you drain here,"', () => {
    expect(phrase(trigger, 'Each time you drain here,')).toEqual({ when: 'each-time', event: 'drain', subject: 'you', place: here });
  });

  it('Dagger Juggernaut 2C4: "Each time you win a site battle here," keeps the kind of battle; "win a battle" is any', () => {
    expect(phrase(trigger, 'Each time you win a site battle here,')).toEqual({ when: 'each-time', event: 'win-site-battle', subject: 'you', place: here });
    expect(phrase(trigger, 'Each time you win a sector battle here,')).toEqual({ when: 'each-time', event: 'win-sector-battle', subject: 'you', place: here });
    expect(phrase(trigger, 'Each time you win a battle here,')).toEqual({ when: 'each-time', event: 'win-battle', subject: 'you', place: here });
  });

  it('Fighter Support 1U20: "At the end of the battle destiny step of each battle at a related site," keeps which battles', () => {
    expect(phrase(trigger, 'At the end of the battle destiny step of each battle at a related site,')).toEqual({
      when: 'at', event: 'end-of-battle-destiny-step',
      object: { select: 'each', traits: [], kinds: ['battle'], at: { relation: 'at', location: { select: 'a', traits: ['related'], kinds: ['site'] } } },
    });
  });

  it('Carrier Screen 1R58: "When your opponent controls this location," names what is controlled', () => {
    expect(phrase(trigger, 'When your opponent controls this location,')).toEqual({ when: 'when', event: 'controls', subject: 'opponent', object: thisCard('location') });
  });
});

describe('conditions and durations', () => {
  it('GR-Blade 1C25: "this vehicle is in a site battle"', () => {
    expect(phrase(condition, 'this vehicle is in a site battle')).toEqual({ is: 'at', subject: thisCard('vehicle'), place: { relation: 'in-battle', battle: 'site', which: 'a' } });
  });

  it('Set 1R150: "there are five or fewer cards stacked on this asset" counts', () => {
    expect(phrase(condition, 'there are five or fewer cards stacked on this asset')).toEqual({
      is: 'compare', left: { countOf: { select: 'each', traits: [], kinds: ['card'], at: { relation: 'stacked-on', card: thisCard('asset') } } }, compare: '<=', right: { n: 5 },
    });
  });

  it('Ganymede/Underground Bunker 1C311: "you have a unit here"; Ace McCallister 1R112: "until end of turn"', () => {
    expect(phrase(condition, 'you have a unit here')).toEqual({ is: 'has', who: 'you', what: { select: 'a', traits: [], kinds: ['unit'], at: here } });
    expect(phrase(duration, 'until end of turn')).toBe('end-of-turn');
  });

  it('Vanguard Trooper 1R52: "You may use this ability only during your deploy phase."', () => {
    expect(phrase(limit, 'You may use this ability only during your deploy phase.')).toEqual({ only: { is: 'phase', phase: 'deploy', whose: 'you' } });
  });

  it('Incapacitated 1U185 and Kneecapped 2R12: "You may play this asset beneath …" is a place it may go as well; with "only", the one place', () => {
    const opponents = (kind: string, more = {}) => ({ select: 'a', owner: 'opponent', traits: [], kinds: [kind], ...more });
    expect(phrase(limit, textOf('1U185', 0).text)).toEqual({ also: { is: 'at', subject: { select: 'this', traits: [], kinds: ['card'] }, place: { relation: 'beneath', card: opponents('character') } } });
    const only = phrase(limit, textOf('2R12', 0).text);
    expect('only' in only && only.only.is === 'at' && only.only.place.relation).toBe('beneath');
  });
});

describe('effects: sentences into verb calls', () => {
  it('Phobos/Disputed Territory 2C161: "he or she retrieves a card" keeps who retrieves; "you may retrieve a card" is the controller\'s', () => {
    expect(phrase(effects, 'he or she retrieves a card.')).toEqual([{ verb: 'retrieve', params: { count: { n: 1 }, who: 'that-player' } }]);
    expect(phrase(effects, 'you may retrieve a card.')).toEqual([{ verb: 'retrieve', params: { count: { n: 1 } }, may: true }]);
  });

  it('Anticipation 1C2: a stat change framed by a duration and "for each"', () => {
    expect(phrase(effects, textOf('1C2', 0).text)).toEqual([
      {
        verb: 'modify-stats',
        params: { target: { select: 'target', traits: [], kinds: ['kizen'] }, changes: [{ stat: 'defense', sign: 1, by: { n: 3 } }] },
        until: 'end-of-turn',
        forEach: { select: 'your', owner: 'you', traits: [], kinds: ['location'], filters: [{ titleHas: 'Earth' }] },
      },
    ]);
  });

  it('Untapped Mettle 1R50: "Until end of turn," frames both clauses of the sentence', () => {
    expect(phrase(effects, 'Until end of turn, make this kizen power +3 and you cause attrition +2 here.')).toEqual([
      { verb: 'modify-stats', params: { target: thisCard('kizen'), changes: [{ stat: 'power', sign: 1, by: { n: 3 } }] }, until: 'end-of-turn' },
      { verb: 'modify-attrition', params: { who: 'you', sign: 1, by: { n: 2 }, at: here }, until: 'end-of-turn' },
    ]);
  });

  it('Entrenched Infantry 1U17: an additional cost is a verb holding the cost\'s verb', () => {
    expect(readAbility(textOf('1U17', 0))).toEqual({
      kind: 'ongoing',
      condition: { is: 'at', subject: thisCard('character'), place: { relation: 'at', location: { select: 'a', traits: [], kinds: ['site'] } } },
      effects: [{ verb: 'additional-cost', params: { for: 'any', action: 'play', what: { select: 'a', traits: [], kinds: ['unit'], at: here }, cost: { verb: 'lose-energy', params: { who: 'that-player', amount: { n: 2 } } } } }],
    });
  });
});

describe('replacement effects and openers after "and,"', () => {
  const it_ = { select: 'that', traits: [], kinds: ['it'] };

  it('First Aid 1U22: "The next time your target unit would be destroyed this turn, prevent that and, if it\'s damaged, undamage it." — "prevent that", and an "if" that frames only the clause after "and,"', () => {
    expect(textOf('1U22', 0).text).toContain('prevent that and, if it’s damaged, undamage it.');
    expect(readAbility(textOf('1U22', 0))).toMatchObject({
      kind: 'activated',
      effects: [{
        verb: 'next-time',
        until: 'this-turn',
        params: {
          event: { event: 'would-be-destroyed', subject: { select: 'target', owner: 'you', traits: [], kinds: ['unit'] } },
          effects: [{ verb: 'prevent', params: {} }, { verb: 'undamage', params: { target: it_ }, if: { is: 'state', subject: it_, state: 'damaged' } }],
        },
      }],
    });
  });

  it('Rally Cry 1C257: "it\'s" is "it is" (the possessive is "its"), so "If it\'s a Quay unit" is a condition on the card revealed', () => {
    expect(tokenize("it's its").map((t) => t.word)).toEqual(['it', 'is', 'its']);
    expect(readAbility(textOf('1C257', 0))).toMatchObject({
      kind: 'activated',
      effects: [{ verb: 'reveal' }, { verb: 'put', if: { is: 'kind', subject: it_, traits: ['quay'], kinds: ['unit'] } }],
    });
  });
});

describe('who puts', () => {
  it('Resolute Quarrel 2C106: "your opponent puts a card from his or her hand on top of his or her used pile" — the subject puts, and "his or her" is the subject\'s', () => {
    expect(readAbility(textOf('2C106', 0))).toMatchObject({ kind: 'triggered', effects: [{ verb: 'put', params: {
      who: 'opponent', target: { select: 'a', kinds: ['card'], at: { relation: 'pile', pile: 'hand', owner: 'opponent' } }, to: { pile: 'used', owner: 'opponent', end: 'top' },
    } }] });
  });
});

describe('cards of a pile', () => {
  it('Katal Inciter 1C237: "put the top card of your used pile in your hand" keeps the pile it is taken from and the hand it goes to, never dropped', () => {
    expect(readAbility(textOf('1C237', 0))).toMatchObject({ kind: 'triggered', effects: [{ verb: 'put', may: true, params: {
      target: { select: 'the', traits: ['top'], kinds: ['card'], at: { relation: 'pile', pile: 'used', owner: 'you' } }, to: { pile: 'hand', owner: 'you' },
    } }] });
  });
});

describe('whose a card is', () => {
  it('Undercurrents 2R113, Lahrik 2R132: "each opponent\'s drain", "an opponent\'s unit" say whose, not a kind of card', () => {
    expect(phrase(target, 'each opponent\'s drain')).toEqual({ select: 'each', owner: 'opponent', traits: [], kinds: ['drain'] });
    expect(phrase(target, 'an opponent\'s unit')).toEqual({ select: 'a', owner: 'opponent', traits: [], kinds: ['unit'] });
  });
});

describe('limits', () => {
  it('Sudeva Warrior 1U209: "You can\'t use this ability until after the attrition step of a battle." is a limit to after that step, not a ban after it', () => {
    expect(readAbility(textOf('1U209', 0))).toMatchObject({ kind: 'activated', limits: [{ only: { is: 'step', step: 'attrition', when: 'after' } }] });
  });
});

describe('where-conditions', () => {
  it('State of Readiness 1U46: "where you have at least four warriors" counts them', () => {
    expect(readAbility(textOf('1U46', 0))).toMatchObject({ kind: 'restriction', limits: [{ only: { is: 'battle', place: { where: { relation: 'at', location: { at: { relation: 'where', condition: {
      is: 'compare', left: { countOf: { select: 'each', owner: 'you', kinds: ['warrior'] } }, compare: '>=', right: { n: 4 },
    } } } } } } }] });
  });

  it('Introversion 1R187: "during a site battle where you have a kizen and no other units": a kizen, and one unit in all', () => {
    expect(readAbility(textOf('1R187', 0))).toMatchObject({ kind: 'restriction', limits: [{ only: { is: 'battle', place: { relation: 'in-battle', battle: 'site', where: { relation: 'where', condition: { is: 'all', of: [
      { is: 'has', who: 'you', what: { select: 'a', kinds: ['kizen'] } },
      { is: 'compare', left: { countOf: { select: 'each', owner: 'you', kinds: ['unit'] } }, compare: '=', right: { n: 1 } },
    ] } } } } }] });
  });
});

describe('whole abilities', () => {
  it('GR-Blade 1C25: cost, condition and effect of an activated ability', () => {
    expect(readAbility(textOf('1C25', 2))).toEqual({
      kind: 'activated',
      bullets: 0,
      cost: [{ verb: 'pay-energy', params: { who: 'you', amount: { n: 4 } } }],
      effects: [{
        verb: 'modify-battle-destiny',
        params: { who: 'you', sign: 1, by: { n: 2 }, at: { relation: 'in-battle', battle: 'any', which: 'that' } },
        if: { is: 'at', subject: thisCard('vehicle'), place: { relation: 'in-battle', battle: 'site', which: 'a' } },
      }],
    });
  });

  it('M44 Heavy Plasma Gun 1R135: "Choose target …. Damage target if its defense < [D]."; bullets counted', () => {
    const reading = readAbility(textOf('1R135', 0));
    expect(reading).toMatchObject({ kind: 'activated', bullets: 1 });
    expect('effects' in reading && reading.effects.map((e) => e.verb)).toEqual(['choose', 'damage']);
    expect('effects' in reading && reading.effects[1].if).toEqual({ is: 'compare', left: { stat: 'defense', of: { select: 'that', traits: [], kinds: ['it'] } }, compare: '<', right: { destiny: 'yours' } });
  });

  it('Carrier Screen 1R58: play rules read as restrictions; keywords read as themselves (GR-Blade 1C25 Size 2)', () => {
    expect(readAbility(textOf('1R58', 1))).toEqual({ kind: 'restriction', limits: [{ onePer: 'location' }] });
    expect(readAbility(textOf('1C25', 0))).toEqual({ kind: 'keyword', keyword: 'size', value: 2 });
  });
});

describe('an ability the grammar cannot read', () => {
  it('Snap Switch 2R81: unread, with its text and where the grammar stopped — never a partial reading', () => {
    const ability = textOf('2R81', 0);
    expect(readAbility(ability)).toEqual({
      unread: true,
      text: ability.text,
      where: expect.stringMatching(/^effect at word 6 "switch": expected 'activate' or /),
    });
  });

  it('a sentence read only in part is unread as a whole (extra words after a reading)', () => {
    const r = parseAll(effects, tokenize('Destroy target asset. Then dance.'));
    expect(r).toEqual({ ok: false, at: 5, expected: expect.arrayContaining(["'destroy'", "'then'"]) });
  });
});

describe('effects read into at least one verb, or the ability is unread', () => {
  it('Lifeseeker 2C101: "Put target other damaged unit here in its owner\'s hand" puts it from here to its owner\'s hand', () => {
    expect(textOf('2C101', 0).text).toContain("Put target other damaged unit here in its owner’s hand.");
    expect(phrase(effects, "put target other damaged unit here in its owner's hand")).toEqual([
      { verb: 'put', params: { target: { select: 'target', other: true, traits: ['damaged'], kinds: ['unit'], at: here }, to: { pile: 'hand', owner: 'owner' } } },
    ]);
  });

  it('Transport Vessel 1R213: "… put it aboard this ship" is no verb the grammar has, so the ability is unread (not a "next time" that does nothing)', () => {
    expect(readAbility(textOf('1R213', 0))).toMatchObject({ unread: true });
    expect(() => phrase(effects, 'the next time your target unit in a battle at a related site is destroyed this turn, put it aboard this ship')).toThrow(/stopped at word/);
  });
});

describe('playing a card by card text', () => {
  it('Earth/Corporate Headquarters 1C297: "that player may play a warrior here" keeps who plays; "That warrior costs no energy to play" is less by all of its energy cost', () => {
    expect(textOf('1C297', 0).text).toContain('that player may play a warrior here. That warrior costs no energy to play.');
    const warrior = { select: 'that', traits: [], kinds: ['warrior'] };
    expect(phrase(effects, 'that player may play a warrior here. that warrior costs no energy to play')).toEqual([
      { verb: 'play', params: { target: { select: 'a', traits: [], kinds: ['warrior'], at: here }, who: 'that-player' }, may: true },
      { verb: 'modify-cost', params: { what: warrior, action: 'play', sign: -1, by: { stat: 'energy cost', of: warrior }, resource: 'energy' } },
    ]);
  });

  it('Kujiko Torako 1PF2: "a unit here that costs 2 energy or less" filters by energy cost', () => {
    expect(textOf('1PF2', 1).text).toContain('you may play a unit here that costs 2 energy or less.');
    expect(phrase(effects, 'play a unit here that costs 2 energy or less')).toEqual([
      { verb: 'play', params: { target: { select: 'a', traits: [], kinds: ['unit'], at: here, filters: [{ stat: 'energy cost', compare: '<=', amount: { n: 2 } }] } } },
    ]);
  });
});

describe('a trigger with a condition of its own', () => {
  it('Empty Heart 2U69: "Each time your total battle destiny is exactly 1 at the end of the battle destiny step," is the end of that step of any battle, on condition of the number', () => {
    expect(readAbility(textOf('2U69', 0))).toMatchObject({
      kind: 'triggered',
      trigger: { when: 'each-time', event: 'end-of-battle-destiny-step', object: { select: 'each', traits: [], kinds: ['battle'] } },
      condition: { is: 'compare', left: { battleDestiny: 'you' }, compare: '=', right: { n: 1 } },
    });
  });
});

describe('searching a pile', () => {
  const search = { verb: 'search', params: { pile: 'used', owner: 'you', for: { select: 'a', traits: [], kinds: ['card'] } } };

  it('Komoku Fighter 1R84: "download a card titled “Komoku Fighter.”" is that title whole (its period printed inside the quotes); the reminder text after it in parentheses is not read', () => {
    expect(textOf('1R84', 0).text).toContain('(When you download a card, search your reserve for that card');
    expect(readAbility(textOf('1R84', 0))).toMatchObject({
      kind: 'triggered',
      effects: [{ verb: 'download', params: { target: { select: 'a', traits: [], kinds: ['card'], filters: [{ title: 'Komoku Fighter' }] } }, may: true }],
    });
  });

  it('Tahka Assault Craft 2U140: "put it into your hand" is put in your hand', () => {
    expect(phrase(effects, 'you may search your used pile for a card and put it into your hand')).toEqual([
      { ...search, may: true },
      { verb: 'put', params: { target: { select: 'that', traits: [], kinds: ['it'] }, to: { pile: 'hand', owner: 'you' } } },
    ]);
  });

  it('Makal Claw Beast 1C246: "…, and the shuffle your used pile" is read as the misprint of "and then shuffle" it can only be; the card\'s text stays as printed', () => {
    expect(textOf('1C246', 0).text).toContain('and the shuffle your used pile.');
    const reading = readAbility(textOf('1C246', 0));
    expect('effects' in reading && reading.effects.map((e) => e.verb)).toEqual(['pay-energy', 'search', 'put', 'shuffle']);
    expect(phrase(effects, 'search your used pile for a card, put that card in your hand, and then shuffle your used pile').map((e) => e.verb)).toEqual(['search', 'put', 'shuffle']);
  });
});

describe('misprints read as meant', () => {
  it('Ore Hound 1C142: "your side of that side gains an energy icon" is read as "that site"; the card\'s text stays as printed', () => {
    expect(textOf('1C142', 0).text).toContain('your side of that side gains an energy icon');
    expect(readAbility(textOf('1C142', 0))).toMatchObject({
      kind: 'ongoing',
      effects: [{ verb: 'gain-icon', params: { where: { select: 'that', traits: [], kinds: ['site'] }, icon: 'energy', count: { n: 1 }, side: 'you' } }],
    });
  });
});

describe('casualties', () => {
  it('Diplomacy Bot 1U278: "if your casualties are more than 5, they are reduced to 5": "they" are the casualties of the side the condition names', () => {
    expect(readAbility(textOf('1U278', 0))).toMatchObject({
      kind: 'triggered',
      trigger: { when: 'each-time', event: 'lose-battle', subject: 'you', place: { relation: 'here' } },
      condition: { is: 'compare', left: { casualties: 'you' }, compare: '>', right: { n: 5 } },
      effects: [{ verb: 'reduce-casualties', params: { who: 'you', to: { n: 5 }, at: { relation: 'in-battle', battle: 'any', which: 'that' } } }],
    });
  });
});

describe('battles and steps that end', () => {
  it('Plundering Bandit 1C144: "At the end of each battle you\'ve won here," is the end of a battle here that player won', () => {
    expect(readAbility(textOf('1C144', 0))).toMatchObject({
      kind: 'triggered',
      trigger: { when: 'at', event: 'end-of-won-battle', subject: 'you', place: { relation: 'here' } },
      effects: [{ verb: 'pay-energy', may: true }, { verb: 'invert', if: { is: 'did', who: 'you' } }],
    });
  });

  it('Jack Wilgress 1R133: "Each time a power step ends here, if your total power is 21," is the end of that step here, on condition of that side\'s total', () => {
    expect(readAbility(textOf('1R133', 1))).toMatchObject({
      kind: 'triggered',
      trigger: { when: 'each-time', event: 'end-of-power-step', place: { relation: 'here' } },
      condition: { is: 'compare', left: { total: 'power', owner: 'you' }, compare: '=', right: { n: 21 } },
      effects: [{ verb: 'destroy', params: { target: { select: 'each', owner: 'opponent', kinds: ['unit'], at: { relation: 'here' } } } }],
    });
  });
});

describe('a state as a trigger', () => {
  it('Deigan 1R65: "When you do not have at least two other Gongen units here," is a state, the condition the ability watches', () => {
    expect(readAbility(textOf('1R65', 1))).toEqual({
      kind: 'triggered',
      trigger: { when: 'when', event: 'state' },
      condition: { is: 'not', of: { is: 'compare', left: { countOf: { select: 'each', owner: 'you', traits: ['other', 'gongen'], kinds: ['unit'], at: { relation: 'here' } } }, compare: '>=', right: { n: 2 } } },
      effects: [{ verb: 'dismiss', params: { target: { select: 'this', traits: [], kinds: ['nobot'] } } }],
    });
  });

  it('Carrier Screen 1R58: a trigger the grammar reads as an event stays one ("When your opponent controls this location,")', () => {
    expect(readAbility(textOf('1R58', 3))).toMatchObject({ kind: 'triggered', trigger: { when: 'when', event: 'controls', subject: 'opponent' } });
  });
});

describe('conditions on both players', () => {
  it('Sudeva Escort 1U206: "if each player has only one ship here" is exactly one ship here of each', () => {
    const one = (owner: string) => ({ is: 'compare', left: { countOf: { select: 'each', owner, traits: [], kinds: ['ship'], at: { relation: 'here' } } }, compare: '=', right: { n: 1 } });
    expect(readAbility(textOf('1U206', 0))).toMatchObject({ kind: 'triggered', trigger: { event: 'attack', subject: 'you' }, condition: { is: 'all', of: [one('you'), one('opponent')] } });
  });
});

describe('a player said once for two conditions', () => {
  it('Ganymede/Forward Base 1C302: "you control this site and have a kizen here" both of that player', () => {
    expect(readAbility(textOf('1C302', 0))).toMatchObject({
      kind: 'ongoing',
      condition: { is: 'all', of: [{ is: 'control', who: 'you', what: { select: 'this', kinds: ['site'] } }, { is: 'has', who: 'you', what: { select: 'a', kinds: ['kizen'], at: { relation: 'here' } } }] },
    });
  });

  it('Flamecutter 2R124: "Each time you win a battle here and have no more than one card in your used pile," is the event, and a condition on the player it names', () => {
    expect(readAbility(textOf('2R124', 0))).toMatchObject({
      kind: 'triggered',
      trigger: { when: 'each-time', event: 'win-battle', subject: 'you', place: { relation: 'here' } },
      condition: { is: 'compare', left: { countOf: { owner: 'you', kinds: ['card'], at: { relation: 'pile', pile: 'used', owner: 'you' } } }, compare: '<=', right: { n: 1 } },
    });
  });
});

describe('stockpile assets', () => {
  it('Traginium Surplus 2U25: "your opponent loses 1 energy and stacks that card face down on this asset" is the loss, then "that card" stacked', () => {
    const reading = readAbility(textOf('2U25', 0));
    expect('effects' in reading && reading.effects.map((c) => [c.verb, c.params])).toEqual([
      ['lose-energy', { who: 'opponent', amount: { n: 1 } }],
      ['stack', { target: { select: 'that', traits: [], kinds: ['card'] }, on: { select: 'this', traits: [], kinds: ['asset'] }, faceDown: true }],
    ]);
  });

  it('Traginium Stash 2U83: "You may only use this ability during a battle after the battle destiny step." is a battle, and a step of it', () => {
    expect(readAbility(textOf('2U83', 0))).toMatchObject({
      kind: 'activated',
      limits: [{ only: { is: 'all', of: [{ is: 'battle', place: { relation: 'in-battle', battle: 'any', which: 'a' } }, { is: 'step', step: 'battle-destiny', when: 'after' }] } }],
    });
  });
});

describe('keywords gained', () => {
  it('Swiftwave Attacker 2R108: in "Each character aboard this ship who has piloting", "who has piloting" is said of the characters, not of "this ship"', () => {
    expect(readAbility(textOf('2R108', 1))).toEqual({
      kind: 'ongoing',
      effects: [{ verb: 'gain-keyword', params: { target: { select: 'each', traits: [], kinds: ['character'], at: { relation: 'aboard', card: { select: 'this', traits: [], kinds: ['ship'] } }, filters: [{ keyword: 'piloting' }] }, keyword: 'piloting', value: 2 } }],
    });
  });

  it('Rapid Fire 2U45: an ongoing "If this character doesn\'t have quickdraw, …" holds while the character has no quickdraw', () => {
    expect(readAbility(textOf('2U45', 1))).toMatchObject({ kind: 'ongoing', condition: { is: 'not', of: { is: 'keyword', subject: { select: 'this', kinds: ['character'] }, keyword: 'quickdraw' } } });
  });
});

describe('each player who …', () => {
  it('Gongen/Pilgrims\' Haven 1U316: "Each player who has at least two [Gongen] support icons in play generates …" is "As long as a player has …, he or she generates …"', () => {
    expect(readAbility(textOf('1U316', 0))).toEqual(readAbility({ ...textOf('1U316', 0), text: 'As long as a player has at least two [Gongen] support icons in play, he or she generates 1 more energy here.' }));
    expect(readAbility(textOf('1U316', 0))).toMatchObject({ kind: 'ongoing', effects: [{ verb: 'generate', params: { who: 'that-player' } }] });
  });
});

describe('a card revealed', () => {
  it('Jovian Standoff 2R75: "When you reveal this card for battle destiny," is the card itself revealed', () => {
    expect(readAbility(textOf('2R75', 1))).toMatchObject({ kind: 'triggered', trigger: { when: 'when', event: 'battle-destiny-itself', subject: 'you' } });
  });
});

describe('what a drain takes', () => {
  it('Hawk\'s Wing 1U131: "Your opponent can\'t lose cards from his or her hand to a drain here." is a prohibition on that player, here', () => {
    expect(readAbility(textOf('1U131', 0))).toEqual({
      kind: 'ongoing',
      effects: [{ verb: 'prohibit', params: { subject: 'opponent', action: 'lose hand cards to a drain', place: { relation: 'here' } } }],
    });
  });
});

describe('labels', () => {
  it('Metamorphose 1C191: "This character is tactics +2, a kizen, and immune to attrition." — "a kizen" is a label the character gains', () => {
    const reading = readAbility(textOf('1C191', 0));
    expect('effects' in reading && reading.effects.map((c) => c.verb)).toEqual(['modify-stats', 'gain-label', 'immune-to-attrition']);
    expect(reading).toMatchObject({ effects: [{}, { params: { target: { select: 'this', kinds: ['character'] }, label: 'kizen' } }, {}] });
  });

  it('Transport Depot 1U291: "This site is a port."; "Move target unit you have at a port to here." moves to this card\'s location', () => {
    expect(readAbility(textOf('1U291', 1))).toEqual({ kind: 'ongoing', effects: [{ verb: 'gain-label', params: { target: { select: 'this', traits: [], kinds: ['site'] }, label: 'port' } }] });
    expect(readAbility(textOf('1U291', 3))).toMatchObject({ effects: [{ verb: 'move', params: { target: { at: { relation: 'at', location: { select: 'a', kinds: ['port'] } } }, to: { relation: 'here' } } }] });
  });
});

describe('how often a player drains', () => {
  it('Controlling 1R174: "you have a ship at a sector and a unit at a site" is two things had; "each player can drain at no more than two locations …" a limit for each', () => {
    const has = (kind: string, at: string) => ({ is: 'has', who: 'you', what: { select: 'a', traits: [], kinds: [kind], at: { relation: 'at', location: { select: 'a', traits: [], kinds: [at] } } } });
    expect(readAbility(textOf('1R174', 0))).toEqual({ kind: 'ongoing', condition: { is: 'all', of: [has('ship', 'sector'), has('unit', 'site')] }, effects: [{ verb: 'drain-limit', params: { who: 'any', max: 2 } }] });
  });
});

describe('what a card has beneath it', () => {
  it('Collaborative Strike 1C11: in "target unit that has a weapon beneath it you have in a site battle", whose and where are the unit\'s', () => {
    expect(readAbility(textOf('1C11', 0))).toMatchObject({
      effects: [{ verb: 'modify-stats', params: { target: { select: 'target', kinds: ['unit'], owner: 'you', at: { relation: 'in-battle', battle: 'site' }, filters: [{ has: { select: 'a', kinds: ['weapon'], at: { relation: 'beneath' } } }] } } }],
    });
  });
});
