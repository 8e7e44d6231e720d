import type { Place, Target } from '../text/reading';

const PLACE_WORDS: Partial<Record<Place['relation'], (p: Place) => string>> = {
  here: () => 'here',
  'in-battle': (p) => {
    const b = p as Extract<Place, { relation: 'in-battle' }>;
    return `in a ${b.battle === 'any' ? '' : `${b.battle} `}battle${b.where?.relation === 'here' ? ' here' : ''}`;
  },
  aboard: () => 'aboard this card',
  beneath: () => 'beneath this card',
  at: (p) => `at a ${(p as { location: Target }).location.kinds.join(' or ')}`,
};

/** A target phrase in words, as the rules require it: "your opponent's unit in a site battle here". */
export function targetWords(t: Target): string {
  const whose = t.owner === 'you' ? 'your ' : t.owner === 'opponent' ? "your opponent's " : '';
  const what = [...(t.other ? ['other'] : []), ...t.traits, t.kinds.join(' or ') || 'card'].join(' ');
  const where = t.at ? ` ${PLACE_WORDS[t.at.relation]?.(t.at) ?? ''}`.trimEnd() : '';
  return `${whose}${what}${where}`;
}
