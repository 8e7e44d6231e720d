import type { LogMutant } from '@arbiter/rules';
import { auditMatchLog, checkMutations } from '@arbiter/rules';
import type { LightseekersAction, LightseekersDeck } from '../../src';
import { lightseekersModule } from '../../src';
import { botLog, type LsLog, statesOf } from './bot-support';

const declared = (a: LightseekersAction) => a.type === 'choose' && a.payload.zone === 'deck';

describe('ls:3.2.3.2b paper play: each card drawn is declared and checked against what is left of the registered deck', () => {
  it('is a mode Lightseekers plays', () => {
    expect(lightseekersModule.engines.modes('constructed')).toEqual(['digital', 'paper']);
  });

  for (const n of [2, 3, 4, 5]) {
    it(`plays seeded paper games at ${n} players that audit valid, every draw declared (ls:3.3.3 opening hands too)`, () => {
      for (const seed of [1, 2, 3]) {
        const { log } = botLog(n, seed, 'paper');
        expect(log.header.mode).toBe('paper');
        expect(log.reveals).toEqual([]);
        const report = auditMatchLog(lightseekersModule, log, { mode: 'strict', checkDeck: true });
        expect({ seed, violations: report.violations }).toEqual({ seed, violations: [] });
        expect(report.derivedOutcome).not.toBeNull();
        // The opening hands come first, declared in turn order: 4, 5, 6, 7, 7 cards.
        const opening = log.actions.slice(0, [4, 5, 6, 7, 7].slice(0, n).reduce((a, b) => a + b, 0));
        expect(opening.every(declared)).toBe(true);
        const first = log.header.startingPlayer!;
        expect(opening.slice(0, 4).every((a) => a.player === first)).toBe(true);
      }
    });
  }

  it('keeps the declared card in the hand and one copy fewer in the deck', () => {
    const { log } = botLog(2, 4, 'paper');
    const states = statesOf(log);
    const i = log.actions.findIndex((a, j) => j > 12 && declared(a));
    const a = log.actions[i] as Extract<LightseekersAction, { type: 'choose' }>;
    const count = (pile: readonly string[]) => pile.filter((c) => c === a.payload.card).length;
    const before = states[i].players.find((p) => p.id === a.player)!;
    const after = states[i + 1].players.find((p) => p.id === a.player)!;
    expect([count(after.deck), count(after.hand)]).toEqual([count(before.deck) - 1, count(before.hand) + 1]);
  });

  it('refuses a declared card the deck cannot hold: one not in the registered deck, or a copy already drawn', () => {
    const { log } = botLog(2, 5, 'paper');
    const states = statesOf(log);
    const i = log.actions.findIndex((a, j) => j > 12 && declared(a));
    const player = log.actions[i].player;
    const registered = log.header.decks![player].cards;
    const stranger = lightseekersModule.cards.bundled().all().find((c) => c.type !== 'Hero' && !registered.includes(c.id))!.id;
    const inHand = states[i].players.find((p) => p.id === player)!.hand;
    // A card all of whose registered copies are already in the hand.
    const drawnOut = inHand.find((c) => inHand.filter((h) => h === c).length === registered.filter((r) => r === c).length);
    const swap = (card: string) => (l: LsLog) => ({ ...l, actions: l.actions.map((a, j) => (j === i ? { ...a, payload: { zone: 'deck', card } } as LightseekersAction : a)) });
    const mutants: LogMutant<LightseekersDeck, LightseekersAction>[] = [
      { name: 'a card not in the registered deck', code: 'lightseekers/declared-card-not-in-deck', rule: 'ls:3.2.3.2b', mutate: swap(stranger) },
    ];
    expect(drawnOut).toBeDefined();
    mutants.push({ name: 'a copy already drawn', code: 'lightseekers/declared-card-not-in-deck', rule: 'ls:3.2.3.2b', mutate: swap(drawnOut!) });
    expect(checkMutations(lightseekersModule, log, mutants, { checkDeck: true })).toEqual([]);
    const v = lightseekersModule.engines.engine().validate(states[i], swap(stranger)(log).actions[i]);
    expect(v[0].message).toContain(`${player}'s deck holds no copy of it`);
  });

  it('ls:3.3.1 a paper header names the starting player', () => {
    const { log } = botLog(3, 1, 'paper');
    const { startingPlayer: _dropped, ...header } = log.header;
    const config = lightseekersModule.engines.configFromHeader(header);
    expect(lightseekersModule.engines.checkConfig(config).map((v) => `${v.code} ${v.rule}`)).toEqual(['lightseekers/starting-player ls:3.3.1']);
    expect(lightseekersModule.engines.checkConfig(lightseekersModule.engines.configFromHeader(log.header))).toEqual([]);
  });

  it('ls:4.1.4.2 a declared draw is hidden from the other players until the game ends; other actions are not', () => {
    const { log } = botLog(2, 1, 'paper');
    const hidden = log.actions.filter((a) => lightseekersModule.log.hiddenUntilEnd!(a));
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every(declared)).toBe(true);
    expect(log.actions.filter((a) => !declared(a)).some((a) => lightseekersModule.log.hiddenUntilEnd!(a))).toBe(false);
  });

  it('ls:3.2.3.2c a paper deck is not shuffled: the same game replays without seeds', () => {
    const { log } = botLog(4, 2, 'paper');
    const a = statesOf(log);
    const b = statesOf(log);
    expect(a[a.length - 1]).toEqual(b[b.length - 1]);
    expect(a[a.length - 1].paper).toBe(true);
  });
});
