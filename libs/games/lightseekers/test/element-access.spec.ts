import { bundledCardSet, checkLightseekersDeck, lightseekersDeckWarnings } from '../src';
import { legalConstructed, x } from './deck-fixtures';

const testwave = bundledCardSet('testwave');

describe('ls:2.4.2.2a / ls:2.4.3.2b element access (a warning, not a deck rule)', () => {
  it('a card the hero cannot play leaves the deck legal but is reported apart', () => {
    expect(checkLightseekersDeck(legalConstructed, 'constructed', testwave)).toEqual([]);
    const warnings = lightseekersDeckWarnings(legalConstructed, testwave);
    expect(warnings.map((w) => `${w.card} ${w.rule}`)).toEqual([
      'tw-storm-lash ls:2.4.2.2a',
      'tw-night-harvest ls:2.4.2.2a',
      'tw-clockwork-barrage ls:2.4.2.2a',
    ]);
    expect(warnings[0]).toMatchObject({ code: 'lightseekers/deck-card-without-access', message: 'Testwave Storm Lash needs Lightning, Air, which no hero or Item in the deck gives access to' });
  });

  it('an action card needs its Element; Unaligned cards and Items need none (ls:2.3.3.2, ls:2.5.4.2)', () => {
    const deck = { heroes: ['tw-ember-warden'], cards: ['tw-spark-drake', 'tw-wandering-brawler', 'tw-pocket-shield'] };
    expect(lightseekersDeckWarnings(deck, testwave).map((w) => `${w.card} ${w.rule}`)).toEqual(['tw-spark-drake ls:2.4.3.2b']);
  });

  it('an Item in the deck that grants the Element counts (ls:2.5.4.8)', () => {
    const deck = { heroes: ['tw-tide-caller'], cards: ['tw-ember-scout', 'tw-copper-gauntlet'] };
    expect(lightseekersDeckWarnings(deck, testwave)).toEqual([]);
  });

  it('an Order cost needs access to one of the Order\'s Elements (ls:2.4.2.2l)', () => {
    const grove = { heroes: ['tw-grove-keeper'], cards: ['tw-root-ward', 'tw-tempest-rite'] };
    expect(lightseekersDeckWarnings(grove, testwave).map((w) => w.message)).toEqual([
      'Testwave Tempest Rite needs Storm, Water, which no hero or Item in the deck gives access to',
    ]);
  });

  it('in Draft a card either hero can play is fine', () => {
    const deck = { heroes: ['tw-ember-warden', 'tw-tide-caller'], cards: [...x(2, 'tw-storm-lash'), 'tw-fire-surge'] };
    expect(lightseekersDeckWarnings(deck, testwave)).toEqual([]);
  });
});
