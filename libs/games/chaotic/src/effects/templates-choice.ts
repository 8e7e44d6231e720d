import type { Template } from './sentence-templates';
import { count, elementList, subject } from './phrases';
import type { VerbCall } from './verb-calls';

/**
 * Choices made on resolution: "an Elemental Type of your choice", "the Discipline of
 * your choice", and the optional action of "You can …" (its "If you do" follows in the
 * next sentence, joined by `parse-effects`).
 */
export const CHOICE_TEMPLATES: readonly Template[] = [
  {
    re: /^(.+?) (gains|loses) an Elemental Type of your choice$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'choose-element', params: { gain: /^gains$/i.test(m[2]), to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) (gains|loses) (\d+) (?:in the|to a|in a) Discipline of your choice$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const delta = (/^loses$/i.test(m[2]) ? -1 : 1) * Number(m[3]);
      return to ? [{ verb: 'choose-discipline', params: { delta, to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^if a player controls an engaged Creature with (Fire|Air|Earth|Water), that player can look at the top (\w+) cards of their Attack Deck, put one of them on top of that deck and the others on the bottom in any order$/i,
    build: (m) => {
      const n = count(m[2]);
      const element = elementList(m[1]);
      if (!n || !element) return null;
      const look: VerbCall = { verb: 'look-at-deck', params: { owner: 'you', decks: ['attack'], count: n, arrangement: 'one-top-rest-bottom' } };
      return [{ verb: 'for-controllers', params: { of: { select: 'all', filter: { engaged: true, elements: element } }, steps: [optionalCall([look])] } }];
    },
  },
  {
    // Not a target (CR 8.4.1.3): the creature is picked on resolution.
    re: /^remove (a|\d+) Mugic counters? from a Creature (you control|an opponent controls)$/i,
    build: (m) => [
      { verb: 'remove-mugic-counters', params: { amount: count(m[1]) ?? 0, from: { select: 'all', filter: { controller: /^you/i.test(m[2]) ? 'you' : 'opponent' } }, chosen: true } },
    ],
  },
];

/** "You can A" → an `optional` call whose "If you do, B" is filled by `ifYouDo`. */
export function optionalCall(steps: readonly VerbCall[]): VerbCall {
  return { verb: 'optional', params: { steps, ifDone: [] } };
}

/**
 * Adds "If you do" steps to what they follow: an optional call, or a step that can fail to
 * happen (removing counters from a creature that has none); false for anything else.
 */
export function ifYouDo(steps: VerbCall[], then: readonly VerbCall[]): boolean {
  const last = steps[steps.length - 1];
  if (last?.verb === 'optional') {
    steps[steps.length - 1] = { verb: 'optional', params: { steps: last.params.steps, ifDone: [...last.params.ifDone, ...then] } };
    return true;
  }
  // Verbs that say whether they did anything: removing counters, destroying or sacrificing a Battlegear.
  const says = last?.verb === 'remove-mugic-counters' || last?.verb === 'destroy-battlegear' || last?.verb === 'remove-from-game' || (last?.verb === 'sacrifice-creature' && !last.params.all);
  if (!says || then.length === 0) return false;
  steps[steps.length - 1] = { verb: 'if-done', params: { steps: [last], ifDone: then } };
  return true;
}
