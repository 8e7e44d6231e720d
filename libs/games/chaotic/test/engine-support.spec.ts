import type { Card } from '../src/cards/card';
import { compileCardEffects } from '../src/effects/compile-effects';
import { computeCoverage, unsupportedParts } from '../src/effects/coverage';
import type { AutomatedEffect, CardEffect } from '../src/effects/effect-types';
import { applyEffect } from '../src/effects/apply-effect';
import type { VerbCall, VerbName } from '../src/effects/verb-calls';
import { VERB_SCHEMAS } from '../src/effects/verb-schema';
import { createContext } from '../src/engine/context';
import { EngineEffectContext } from '../src/engine/effect-context';
import { NotModelledError } from '../src/engine/effect-rules';
import { ENGINE_SUPPORT } from '../src/engine/engine-support';
import { Stats } from '../src/engine/stats';
import { cards } from './support';
import { arrangedMasters } from './masters-support';

const ctx = createContext(cards);
const compiled = compileCardEffects(cards);
const all = (cards as unknown as { cards: Card[] }).cards;

/** Every verb a step uses, nested steps included. */
function verbsOf(steps: readonly VerbCall[], out = new Set<VerbName>()): Set<VerbName> {
  for (const step of steps) {
    out.add(step.verb);
    const p = step.params as Record<string, unknown>;
    for (const key of ['steps', 'ifDone', 'then', 'otherwise']) if (Array.isArray(p[key])) verbsOf(p[key] as VerbCall[], out);
    if (step.verb === 'grant-effect' || step.verb === 'grant-attack-effect') verbsOf(step.params.effect.steps, out);
  }
  return out;
}

const automated = (effects: readonly CardEffect[]) => effects.filter((e): e is AutomatedEffect => e.kind === 'automated');

describe('no silent no-ops: every registry verb is implemented by the engine or excluded from coverage', () => {
  it('ENGINE_SUPPORT names exactly the verbs the registry accepts', () => {
    expect(Object.keys(ENGINE_SUPPORT.verbs).sort()).toEqual(Object.keys(VERB_SCHEMAS).sort());
  });

  it('each real effect the engine claims runs on a real Masters state without reaching an unmodelled verb', () => {
    const claimed = new Set<VerbName>();
    for (const card of all) {
      for (const effect of automated(compiled.get(card.id) ?? [])) {
        if (unsupportedParts(effect, ENGINE_SUPPORT).length > 0) continue;
        for (const v of verbsOf(effect.steps)) claimed.add(v);
        const state = arrangedMasters({ 4: 0, 7: 7 });
        state.combat = { attacker: 0, defender: 7 } as never;
        const run = () => applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: 0, targets: [7, 0] }), effect);
        try {
          run();
        } catch (error) {
          if (error instanceof NotModelledError) throw new Error(`${card.id} "${effect.text}": ${error.message}`);
          // Any other error comes from the hand-made state, not from a missing verb.
        }
      }
    }
    const implemented = Object.entries(ENGINE_SUPPORT.verbs).filter(([, v]) => v !== false).map(([k]) => k);
    // Every verb claimed (wholly or in part) is exercised by at least one real card.
    expect(implemented.filter((v) => !claimed.has(v as VerbName))).toEqual([]);
  });

  it('a card the coverage counts as automated has no attested text in play', () => {
    const uncovered = new Set(computeCoverage(cards, ENGINE_SUPPORT).uncovered.map((c) => c.id));
    const counted = all.filter((card) => !uncovered.has(card.id));
    expect(counted.length).toBeGreaterThan(700);
    for (const card of counted) {
      const inPlay = ctx.effects(card.id);
      expect([card.id, [...inPlay.normal, ...inPlay.brainwashed].some((e) => e.kind === 'attested')]).toEqual([card.id, false]);
    }
  });

  it('a verb marked missing makes every card using it not automated, listed with what the engine lacks (Song of Deflection)', () => {
    const lacking = { ...ENGINE_SUPPORT, verbs: { ...ENGINE_SUPPORT.verbs, 'change-target': false as const } };
    const users = all.filter((card) => automated(compiled.get(card.id) ?? []).some((e) => verbsOf(e.steps).has('change-target')));
    expect(users.map((c) => c.name)).toContain('Song of Deflection');
    const before = computeCoverage(cards, ENGINE_SUPPORT);
    const after = computeCoverage(cards, lacking);
    expect(after.uncovered.length - before.uncovered.length).toBe(users.length);
    const song = all.find((c) => c.name === 'Song of Deflection')!;
    expect(after.uncovered.find((c) => c.id === song.id)!.attested).toEqual(['Change the target of target Mugic or ability with a single target [engine lacks: verb change-target]']);
  });
});
