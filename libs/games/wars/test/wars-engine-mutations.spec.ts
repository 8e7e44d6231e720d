import { checkMutations } from '@arbiter/rules';
import type { LogMutant } from '@arbiter/rules';
import type { WarsAction, WarsDeck, WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { usableAbilities } from '../src/engine/use-ability';
import { botLog, engine, quotedBound, statesOf, withInserted, withRemoved, type WarsLog } from './engine-support';

const logs = [1, 2, 3, 4, 5, 6].map((seed) => {
  const { log } = botLog(seed);
  return { log, states: statesOf(log) };
});

type Change = Omit<WarsAction, 'seq'>;

/** The first legal log and action index where `find` gives a change to insert there. */
function spot(find: (s: WarsState, i: number, log: WarsLog) => Change | null): { log: WarsLog; index: number; change: Change } {
  for (const { log, states } of logs) {
    for (let i = 0; i < log.actions.length; i++) {
      const change = find(states[i], i, log);
      if (change) return { log, index: i, change };
    }
  }
  throw new Error('no bot game reaches the situation this mutation needs');
}

/** The player whose turn it is holds initiative on an empty stack, with nothing owed, in `phase`. */
const opening = (s: WarsState, phase: WarsState['phase']) => s.phase === phase && s.stack.length === 0 && s.initiative === s.current && !s.pendingLoss;

const by = (s: WarsState, type: string, payload: unknown): Change => ({ player: s.players[s.current], type, payload });

/** An insertion mutant. */
function insert(name: string, code: string, rule: string, find: (s: WarsState, i: number, log: WarsLog) => Change | null) {
  const { log, index, change } = spot(find);
  return { log, mutant: { name, code, rule, mutate: () => withInserted(log, index, change) } as LogMutant<WarsDeck, WarsAction> };
}

/** The same change inserted twice in a row: the first is legal, the second breaks the rule. */
function insertTwice(name: string, code: string, rule: string, find: (s: WarsState, i: number, log: WarsLog) => Change | null) {
  const { log, index, change } = spot(find);
  return { log, mutant: { name, code, rule, mutate: () => withInserted(withInserted(log, index, change), index + 1, change) } as LogMutant<WarsDeck, WarsAction> };
}

/** A removal mutant: the first action `pick` chooses (seeing the state before it and after it) is left out. */
function remove(name: string, code: string, rule: string, pick: (s: WarsState, a: WarsAction, after: WarsState) => boolean) {
  const { log, index } = spot((s, i, l) => (pick(s, l.actions[i], logs.find((x) => x.log === l)!.states[i + 1]) ? by(s, 'none', {}) : null));
  return { log, mutant: { name, code, rule, mutate: () => withRemoved(log, index) } as LogMutant<WarsDeck, WarsAction> };
}

const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
/** The activated abilities the current engine carries out on each card the player holding initiative has in play, as `use` payloads without targets. */
function uses(s: WarsState): { card: string; text: string; targets: number; revealsDestiny: boolean }[] {
  if (s.initiative === null || s.pendingLoss) return [];
  const g = gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));
  return Object.values(s.inPlay).filter((p) => p.owner === s.initiative).flatMap((p) =>
    usableAbilities(g, p.key).map(([text, a]) => ({ card: p.key, text, targets: a.targets.length, revealsDestiny: a.revealsDestiny })));
}

/** The first action of `candidates` whose only refusal is `code`. */
function refusedOnlyFor(s: WarsState, code: string, candidates: Change[]): Change | null {
  for (const c of candidates) {
    const found = engine.validate(s, { seq: s.seq + 1, ...c } as WarsAction);
    if (found.length === 1 && found[0].code === code) return c;
  }
  return null;
}

describe('the WARS mutation suite: each change to a legal log is caught with its code and rule', () => {
  const mutants = [
    insert('a second activation action', 'wars/second-activation', 'wars:glossary/activation-action',
      (s) => (opening(s, 'activate') && s.flags.activated ? by(s, 'activate', { amount: 1 }) : null)),
    insert('a phase action on a non-empty stack', 'wars/stack-not-empty', 'wars:glossary/the-stack',
      (s) => (s.phase === 'activate' && s.stack.length > 0 && s.initiative === s.current ? by(s, 'activate', { amount: 1 }) : null)),
    insert('a second attack at one location', 'wars/second-attack', 'wars:glossary/attack-action',
      (s) => (opening(s, 'battle') && !s.battle && s.flags.attacked.length > 0 ? by(s, 'attack', { location: s.flags.attacked[0] }) : null)),
    insert('a drain where the drainer has no ship or unit', 'wars/drain-without-control', 'wars:glossary/drain-action', (s) => {
      if (!opening(s, 'control')) return null;
      const bare = s.groups.flatMap((g) => [...g.sites, ...g.sectors]).find((l) => !Object.values(s.inPlay).some((p) => p.owner === s.current && p.at === l && (p.kind === 'unit' || p.kind === 'ship')));
      return bare ? by(s, 'drain', { location: bare }) : null;
    }),
    insert('a card costing more than the active pile holds', 'wars/cannot-pay', 'wars:glossary/deployment-phase#5', (s) => {
      if (!opening(s, 'deploy')) return null;
      const hand = engine.view(s, { kind: 'judge' }).piles[s.current].hand as string[];
      const targets = [{}, ...Object.keys(s.inPlay).flatMap((k) => [{ at: k }, { aboard: k }, { beneath: k }]), { place: 0 }];
      return refusedOnlyFor(s, 'wars/cannot-pay', hand.flatMap((card) => targets.map((t) => by(s, 'deploy', { card, ...t }))));
    }),
    insert('a movement action without the energy to pay for it', 'wars/cannot-pay', 'wars:glossary/movement-actions', (s) => {
      if (!opening(s, 'move') || s.piles[s.current].active.length > 0) return null;
      const keys = Object.keys(s.inPlay);
      return refusedOnlyFor(s, 'wars/cannot-pay', keys.flatMap((card) => keys.map((to) => by(s, 'move', { card, to }))));
    }),
    insert('a draw action in the deploy phase', 'wars/wrong-phase', 'wars:glossary/draw-phase',
      (s) => (opening(s, 'deploy') ? by(s, 'draw', {}) : null)),
    insert('an attest outcome that makes a card appear twice', 'wars/attest-cards-not-conserved', 'wars:general/in-play', (s) => {
      if (!opening(s, 'deploy')) return null;
      // Text the grammar does not read: its outcome meets the invariants only.
      const [attest] = engine.legalActions(s, s.players[s.current]).filter((a) => a.type === 'attest' && quotedBound(s, a.payload) === null);
      const hand = s.piles[s.current].hand;
      if (!attest || hand.length === 0) return null;
      // The card is in the hand, not the reserve: taking it "from the reserve" leaves the hand copy too.
      return { ...attest, payload: { ...(attest.payload as object), outcome: { moves: [{ card: hand[0], from: 'reserve', to: 'used' }] } } };
    }),
    insert('an attest outcome beyond what its text can change (a card from hand it never names)', 'wars/attested-beyond-text', 'wars:glossary/effects', (s) => {
      if (!opening(s, 'deploy')) return null;
      const [attest] = engine.legalActions(s, s.players[s.current]).filter((a) => {
        const bounds = a.type === 'attest' ? quotedBound(s, a.payload) : null;
        return bounds !== null && !bounds.some((b) => b.moves.some((m) => m.from.includes('hand')));
      });
      const hand = s.piles[s.current].hand;
      if (!attest || hand.length === 0) return null;
      return { ...attest, payload: { ...(attest.payload as object), outcome: { moves: [{ card: hand[0], from: 'hand', to: 'used' }] } } };
    }),
    insertTwice('a bulleted ability used a second time in a turn', 'wars/bullet-spent', 'wars:glossary/bullet', (s) => {
      if (s.initiative === null || s.pendingLoss || s.battle) return null;
      const player = s.players[s.initiative];
      // One bullet, on a card that is not a weapon (a weapon's card may add Quickdraw bullets).
      const [attest] = engine.legalActions(s, player).filter((a) => {
        const { card, text } = a.payload as { card: string; text: string[] };
        return a.type === 'attest' && text[0].startsWith('• ') && s.inPlay[card]?.kind !== 'weapon';
      });
      return attest ? { player, type: 'attest', payload: attest.payload } : null;
    }),
    insert('an ability used on a target its text does not allow', 'wars/illegal-target', 'wars:glossary/target', (s) => {
      const player = s.players[s.initiative ?? 0];
      const keys = Object.keys(s.inPlay);
      return refusedOnlyFor(s, 'wars/illegal-target', uses(s).filter((u) => u.targets === 1).flatMap((u) => keys.map((k) => ({ player, type: 'use', payload: { card: u.card, text: u.text, targets: [k] } }))));
    }),
    insert('an ability with [D] used while its user\'s reserve is empty', 'wars/no-card-for-destiny', 'wars:glossary/destiny', (s) => {
      if (s.initiative === null || s.piles[s.initiative].reserve.length > 0) return null;
      const player = s.players[s.initiative];
      const keys = Object.keys(s.inPlay);
      const candidates = uses(s).filter((u) => u.revealsDestiny).flatMap((u) => (u.targets === 0 ? [[]] : keys.map((k) => [k])).map((targets) => ({ player, type: 'use', payload: { card: u.card, text: u.text, targets } })));
      return refusedOnlyFor(s, 'wars/no-card-for-destiny', candidates);
    }),
  ];

  const removals = [
    remove('attrition not fully satisfied', 'wars/attrition-not-satisfied', 'wars:glossary/battle-phase#5',
      (s, a) => a.type === 'damage' && s.battle?.step === 'attrition'),
    // The action that completes the casualties: without it the loss step cannot end.
    remove('casualties not fully satisfied', 'wars/casualties-not-satisfied', 'wars:glossary/battle-phase#9',
      (s, a, after) => (a.type === 'lose' || a.type === 'damage') && s.battle?.step === 'loss' && after.battle?.step !== 'loss'),
    remove('a damaged card left in play at the end of the battle', 'wars/damaged-card-not-destroyed', 'wars:glossary/battle-phase#11',
      (_s, a) => a.type === 'destroy'),
    remove('energy a drain made a player lose, not lost', 'wars/energy-not-lost', 'wars:glossary/drain-action',
      (s, a) => a.type === 'lose' && s.pendingLoss !== null),
    // Card text: an ability that asks "you may …" as it resolves, played on as if it had not asked.
    remove('a choice an ability asks as it resolves, left out', 'wars/choice-pending', 'wars:glossary/effects',
      (_s, a) => a.type === 'choose'),
  ];

  it.each([...mutants, ...removals].map((m) => [m.mutant.name, m] as const))('%s', (_name, { log, mutant }) => {
    expect(checkMutations(warsModule, log, [mutant])).toEqual([]);
  });

  it('catches acting without initiative, a reported winner who lost, a swapped deck and an action after the end', () => {
    const { log } = logs[0];
    const passAt = log.actions.findIndex((a, i) => a.type === 'pass' && i > 10);
    const other = (p: string) => log.header.players.find((x) => x.id !== p)!.id;
    expect(checkMutations(warsModule, log, [
      { name: 'a pass by the player without initiative', code: 'wars/no-initiative', rule: 'wars:glossary/initiative',
        mutate: (l) => ({ ...l, actions: l.actions.map((a, i) => (i === passAt ? { ...a, player: other(a.player) } : a)) }) },
      { name: 'a reported winner who lost', code: 'wars/reported-result-mismatch', rule: 'wars:general/systematic-rules/winning-the-game',
        mutate: (l) => ({ ...l, reported: { kind: 'result', winners: l.reported!.losers, losers: l.reported!.winners, draw: false } }) },
      { name: 'a deck swapped after registration', code: 'wars/deck-hash-mismatch', rule: 'wars:general/building-a-deck',
        mutate: (l) => ({ ...l, header: { ...l.header, decks: { ...l.header.decks, [l.header.players[0].id]: { cards: [...l.header.decks![l.header.players[0].id].cards].reverse() } } } }) },
      { name: 'an action after the end', code: 'wars/game-over', rule: 'wars:general/systematic-rules/winning-the-game',
        mutate: (l) => ({ ...l, actions: [...l.actions, { ...l.actions[0], seq: l.actions.length + 1, type: 'pass', payload: {} }] }) },
    ], { checkDeck: true })).toEqual([]);
  });
});
