import type { Violation } from '@arbiter/rules';
import type { EffectSource } from '../effects/effect-source';
import { describesPending, isPendingPhrase, pendingChoices } from '../effects/pending';
import { describes } from '../effects/phrases';
import type { Target } from '../text/reading';
import type { Game } from './game-cards';
import { untargetable } from './game-cards';
import { R } from './rule-keys';
import { targetWords } from './target-words';
import { broken } from './violation';

/**
 * Targets chosen as card text goes on the stack (CR glossary `target`): one card in play for each
 * "target …" phrase, in the order the text names them, each one its phrase describes, none twice;
 * `what` names the text ("F.L.I.C.'s ability", "Junshi").
 */
export function targetsProblem(g: Game, seq: number, src: EffectSource, phrases: readonly Target[], chosen: unknown, what: string): Violation[] {
  const picked = chosen ?? [];
  const wanted = phrases.length;
  if (!Array.isArray(picked) || picked.length !== wanted || picked.some((t) => typeof t !== 'string')) {
    return broken(seq, 'targets-not-chosen', R.target, `${what} needs ${wanted} target(s) chosen as it goes on the stack: "targets": [${wanted} card key(s)]`);
  }
  if (new Set(picked).size !== picked.length) return broken(seq, 'illegal-target', R.target, "you can't choose the same target more than once");
  for (const [i, t] of phrases.entries()) {
    if (isPendingPhrase(t)) {
      if (!describesPending(g, src, picked[i] as string, t)) return broken(seq, 'illegal-target', R.target, `the target must be ${targetWords(t)}: ${String(picked[i])} is not (a pending card is named by its key, a pending drain by its location's)`);
      continue;
    }
    const p = g.s.inPlay[picked[i] as string];
    if (!p || !describes(g, src, p, t)) return broken(seq, 'illegal-target', R.target, `the target must be ${targetWords(t)}: ${String(picked[i])}${p ? ` (${g.card(p.key).name})` : ''} is not`);
    if (untargetable(g, p.key, src.seat)) return broken(seq, 'untargetable', R.cant, `${g.card(p.key).name} can't be targeted by you: card text says so`);
  }
  return [];
}

/** Each choice of targets the phrases allow now: one card a phrase describes per target, none twice. */
export function targetChoices(g: Game, src: EffectSource, phrases: readonly Target[]): string[][] {
  let out: string[][] = [[]];
  for (const t of phrases) {
    const fits = isPendingPhrase(t) ? pendingChoices(g, src, t) : g.inPlay().filter((p) => describes(g, src, p, t) && !untargetable(g, p.key, src.seat)).map((p) => p.key);
    out = out.flatMap((chosen) => fits.filter((k) => !chosen.includes(k)).map((k) => [...chosen, k]));
  }
  return out;
}
