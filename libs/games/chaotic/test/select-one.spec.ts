import type { Subject } from '../src/effects/effect-types';
import { createContext } from '../src/engine/context';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import { mastersGame } from './masters-support';
import { cards } from './support';
import { setSpace } from '../src/engine/board-writes';

/** `selectOne` (replay speed: no list for a subject of one creature) names what `select` names first, for every kind of subject. */
const ctx = createContext(cards);
const SUBJECTS: Subject[] = [
  { select: 'self' }, { select: 'equipped' }, { select: 'caster' }, { select: 'your-engaged' }, { select: 'opposing-engaged' }, { select: 'trigger-creature' },
  { select: 'target', index: 0, filter: {} }, { select: 'target', index: 1, filter: {} }, { select: 'all', filter: { controller: 'opponent' } }, { select: 'all', filter: { subtype: 'No Such Subtype' } },
];

describe('EngineEffectContext.selectOne', () => {
  it.each([false, true])('is the first creature select names (combat: %s; then with those creatures out of play)', (inCombat) => {
    const state = mastersGame();
    const [mine, theirs] = [state.creatures.find((c) => c.owner === 0)!, state.creatures.find((c) => c.owner === 1)!];
    if (inCombat) state.combat = { attacker: mine.uid, defender: theirs.uid, space: theirs.space!, showdown: false, striker: 0, zeroDamageStreak: 0 };
    const effects = new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: mine.uid, targets: [theirs.uid, mine.uid], about: theirs.uid });
    const check = () => { for (const subject of SUBJECTS) expect([subject.select, effects.selectOne(subject)]).toEqual([subject.select, effects.select(subject)[0]]); };
    check();
    setSpace(mine, null);
    setSpace(theirs, null);
    check();
  });
});
