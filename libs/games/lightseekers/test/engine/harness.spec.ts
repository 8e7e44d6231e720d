import { readFileSync } from 'node:fs';
import type { LogMutant, MatchLogHeader } from '@arbiter/rules';
import { checkCitations, checkDeterminism, checkGoldenLog, checkLegalActionsAgreeWithValidate, checkMutations, checkViewsHideSecrets, readMatchLog, stateHash } from '@arbiter/rules';
import type { LightseekersAction, LightseekersDeck, LightseekersState } from '../../src';
import { lightseekersModule } from '../../src';
import { botLog, decksFor, engine, type LsLog, statesOf } from './bot-support';

type Mutant = LogMutant<LightseekersDeck, LightseekersAction>;

/** Actions renumbered 1…n after an insertion or deletion, as a recorder would write them. */
const renumber = (log: LsLog, actions: LightseekersAction[]): LsLog => ({ ...log, actions: actions.map((a, i) => ({ ...a, seq: i + 1 })) });

/** The first action of a log (from `seed` on) whose state before it satisfies `test`. */
function findSpot(n: number, test: (state: LightseekersState, action: LightseekersAction, i: number, log: LsLog) => boolean): { log: LsLog; i: number } {
  for (let seed = 1; seed <= 60; seed++) {
    const { log } = botLog(n, seed);
    const states = statesOf(log);
    const i = log.actions.findIndex((a, j) => test(states[j], a, j, log));
    if (i >= 0) return { log, i };
  }
  throw new Error('no bot game has the spot');
}

/** Candidates around a state: every legal action, and variations the engine must refuse. */
function candidates(state: LightseekersState): LightseekersAction[] {
  const players = state.players.map((p) => p.id);
  const out: LightseekersAction[] = [];
  for (const player of [...players, 'stranger']) {
    for (const a of engine.legalActions(state, players.find((p) => p === player) ?? players[0])) {
      out.push({ ...a, player } as LightseekersAction);
      if (a.type === 'play-card' || a.type === 'activate') {
        for (const r of [...players, undefined]) out.push({ ...a, player, payload: { ...a.payload, recipient: r } } as LightseekersAction);
      }
      if (a.type === 'play-combo') out.push({ ...a, player, payload: { ...a.payload, payment: [...a.payload.payment, ...state.players[state.turn].hand.slice(0, 1)] } });
      if (a.type === 'draw') for (const count of [a.payload.count - 1, a.payload.count + 1]) out.push({ ...a, player, payload: { count } });
    }
    out.push({ seq: state.seq + 1, player, type: 'pass', payload: {} });
    out.push({ seq: state.seq + 1, player, type: 'activate', payload: { source: 'hero' } });
    out.push({ seq: state.seq + 1, player, type: 'draw', payload: { count: 0 } });
  }
  return out;
}

describe('the Lightseekers engine through the kit harnesses', () => {
  const logs = [botLog(2, 3).log, botLog(4, 5).log];
  const states = logs.flatMap((log) => statesOf(log));

  it('legalActions lists exactly the actions validate accepts', () => {
    expect(checkLegalActionsAgreeWithValidate(engine, states.filter((_, i) => i % 3 === 0), candidates)).toEqual([]);
  });

  it('the same seed plays the same game, with the same final hash', () => {
    for (const [n, seed] of [[2, 1], [3, 2], [5, 3]]) {
      expect(checkDeterminism(lightseekersModule, { format: 'constructed', decks: decksFor(n, seed), seed })).toBeNull();
      const a = statesOf(botLog(n, seed).log);
      const b = statesOf(botLog(n, seed).log);
      expect(stateHash(a[a.length - 1])).toBe(stateHash(b[b.length - 1]));
    }
  });

  it('ls:3.2.3.1a, ls:3.2.3.2e: a seat sees its own hand, no other hand and no deck order', () => {
    const scrambleFor = (viewer: string | null) => (s: LightseekersState): LightseekersState => {
      for (const p of s.players) {
        p.deck = [...p.deck].reverse().map((c, i) => (i % 2 === 0 ? 'tw-wandering-brawler' : c));
        if (p.id !== viewer) p.hand = p.hand.map(() => 'tw-ember-scout');
      }
      s.rng = [1, 2, 3, 4];
      for (const c of s.pending) if (c.picked) c.picked = c.picked.map(() => 'tw-ember-scout');
      return s;
    };
    for (const state of states.filter((_, i) => i % 10 === 0)) {
      for (const p of state.players) expect(checkViewsHideSecrets(engine, state, { kind: 'player', player: p.id }, scrambleFor(p.id))).toBeNull();
      expect(checkViewsHideSecrets(engine, state, { kind: 'spectator' }, scrambleFor(null))).toBeNull();
    }
  });

  it('apply leaves its input untouched and agrees with applyInPlace', () => {
    const log = logs[0];
    const all = statesOf(log);
    for (let i = 0; i < 40; i++) {
      const before = stateHash(all[i]);
      const next = engine.apply(all[i], log.actions[i]);
      expect(stateHash(all[i])).toBe(before);
      expect(stateHash(next)).toBe(stateHash(all[i + 1]));
    }
  });

  describe('mutations of legal logs are caught with the rule they break', () => {
    const check = (log: LsLog, mutants: Mutant[]) => expect(checkMutations(lightseekersModule, log, mutants, { checkDeck: true })).toEqual([]);

    it('ls:4.1.3 a third action; ls:4.1.4.1 the wrong number of draws', () => {
      const { log, i } = findSpot(2, (s, a) => a.type === 'draw' && s.current.taken === 2 && !s.current.combo);
      const third = { ...log.actions[i], type: 'play-card', payload: { card: 'tw-wandering-brawler' } } as LightseekersAction;
      check(log, [
        { name: 'a third action', code: 'lightseekers/no-actions-left', rule: 'ls:4.1.3', mutate: (l) => renumber(l, [...l.actions.slice(0, i), third, ...l.actions.slice(i)]) },
        { name: 'a draw too many', code: 'lightseekers/draw-count', rule: 'ls:4.1.4.1', mutate: (l) => renumber(l, l.actions.map((a, j) => (j === i ? { ...a, payload: { count: 1 } } as LightseekersAction : a))) },
      ]);
    });

    it('ls:4.1.4.3 the draw after a combo left out', () => {
      const { log, i } = findSpot(2, (s, a) => a.type === 'draw' && s.current.combo);
      check(log, [{ name: 'no draw after a combo', code: 'lightseekers/draw-count', rule: 'ls:4.1.4.3', mutate: (l) => renumber(l, l.actions.map((a, j) => (j === i ? { ...a, payload: { count: (a.payload as { count: number }).count - 1 } } as LightseekersAction : a))) }]);
    });

    it('ls:2.5.1.3 an attack on oneself', () => {
      const { log, i } = findSpot(3, (_s, a) => a.type === 'play-card' && lightseekersModule.cards.bundled().byId(a.payload.card)?.type === 'Attack');
      check(log, [{ name: 'an attack on oneself', code: 'lightseekers/attack-self', rule: 'ls:2.5.1.3', mutate: (l) => renumber(l, l.actions.map((a, j) => (j === i ? { ...a, payload: { ...a.payload, recipient: a.player } } as LightseekersAction : a))) }]);
    });

    it('ls:4.1.3.3d the same card name twice in a turn; ls:2.7.6 a second ability', () => {
      const same = findSpot(2, (s, a) => a.type === 'play-card' && s.current.taken === 0 && s.current.phase === 'action');
      check(same.log, [{ name: 'the same name twice', code: 'lightseekers/name-used', rule: 'ls:4.1.3.3d', mutate: (l) => renumber(l, [...l.actions.slice(0, same.i + 1), l.actions[same.i], ...l.actions.slice(same.i + 1)]) }]);
      const ability = findSpot(2, (s, a) => a.type === 'activate' && s.current.taken === 0);
      const again = { ...ability.log.actions[ability.i], payload: { source: 'item', index: 0 } } as LightseekersAction;
      check(ability.log, [{ name: 'a second ability', code: 'lightseekers/second-ability', rule: 'ls:2.7.6', mutate: (l) => renumber(l, [...l.actions.slice(0, ability.i + 1), again, ...l.actions.slice(ability.i + 1)]) }]);
    });

    it('ls:2.4.2.2e an overpaid combo', () => {
      const { log, i } = findSpot(2, (s, a) => a.type === 'play-combo' && s.players[s.turn].hand.length > a.payload.payment.length + 1
        && (() => {
          const rest = [...s.players[s.turn].hand];
          for (const c of [a.payload.card, ...a.payload.payment]) rest.splice(rest.indexOf(c), 1);
          return rest.some((c) => lightseekersModule.cards.bundled().byId(c)?.group !== 'Unaligned');
        })());
      const states = statesOf(log);
      const hand = [...states[i].players[states[i].turn].hand];
      const combo = log.actions[i] as Extract<LightseekersAction, { type: 'play-combo' }>;
      for (const c of [combo.payload.card, ...combo.payload.payment]) hand.splice(hand.indexOf(c), 1);
      const extra = hand.find((c) => lightseekersModule.cards.bundled().byId(c)?.group !== 'Unaligned')!;
      const codes = engine.validate(states[i], { ...combo, payload: { ...combo.payload, payment: [...combo.payload.payment, extra] } }).map((v) => `${v.code} ${v.rule}`);
      expect(codes).toEqual(['lightseekers/combo-overpaid ls:2.4.2.2e']);
    });

    it('ls:4.1.5.5c a skipped Empty Deck Check; ls:5.3.4 the reshuffle picked by another player', () => {
      const edc = findSpot(3, (s) => s.pending[0]?.kind === 'empty-deck-check');
      check(edc.log, [{ name: 'a skipped Empty Deck Check', code: 'lightseekers/empty-deck-check', rule: 'ls:4.1.5.5c', mutate: (l) => renumber(l, [...l.actions.slice(0, edc.i), ...l.actions.slice(edc.i + 1)]) }]);
      const re = findSpot(4, (s) => s.pending[0]?.kind === 'reshuffle');
      const other = re.log.header.players.map((p) => p.id).find((p) => p !== re.log.actions[re.i].player)!;
      check(re.log, [{ name: 'a reshuffle by the wrong player', code: 'lightseekers/reshuffle-pending', rule: 'ls:5.3.4', mutate: (l) => renumber(l, l.actions.map((a, j) => (j === re.i ? { ...a, player: other } : a))) }]);
    });

    it('ls:2.5.4.6 an item over the cap kept', () => {
      const cap = findSpot(2, (s) => s.pending[0]?.kind === 'item-cap');
      check(cap.log, [{ name: 'an item over the cap', code: 'lightseekers/item-over-cap', rule: 'ls:2.5.4.6', mutate: (l) => renumber(l, [...l.actions.slice(0, cap.i), ...l.actions.slice(cap.i + 1)]) }]);
    });

    it('ls:1.1 a result (and its victory points) given to the wrong player', () => {
      const { log } = botLog(4, 2);
      check(log, [{
        name: 'the win given to another player', code: 'lightseekers/reported-result-mismatch', rule: 'ls:1.1',
        mutate: (l) => ({ ...l, reported: { kind: 'result', winners: l.reported!.losers.slice(0, 1), losers: [...l.reported!.winners, ...l.reported!.losers.slice(1)], draw: false } }),
      }]);
    });
  });

  describe('golden logs replay to their recorded final hashes', () => {
    // Recorded from bot games (2 players seed 11, 4 players seed 12) under engine 1.1.0; their 1.0.0 recordings are in versions/.
    for (const [n, hash] of [[2, 'ee15ee3de6ce82f36dd2ab42fa551a343aefa5b2add7057bd8dd028860bbaf02'], [4, '12abbe8eabdf520656d5951ddb14339f146f23fa9dc216f13c473d643508ca30']] as const) {
      it(`${n} players`, () => {
        const text = readFileSync(`${__dirname}/golden/lightseekers-${n}p.ndjson`, 'utf8');
        expect(checkGoldenLog(lightseekersModule, text, hash)).toEqual([]);
        const { log } = readMatchLog<MatchLogHeader<LightseekersDeck>, LightseekersAction>(text, { game: 'lightseekers', actionTypes: Object.keys(lightseekersModule.log.actionTypes) });
        expect(log!.header.players).toHaveLength(n);
      });
    }
  });

  it('every refused action cites a key of the Lightseekers rules', () => {
    const refused = states.filter((_, i) => i % 5 === 0).flatMap((s) => candidates(s).flatMap((a) => engine.validate(s, a)));
    expect(refused.length).toBeGreaterThan(0);
    expect(checkCitations(lightseekersModule.rules, refused)).toEqual([]);
  });
});
