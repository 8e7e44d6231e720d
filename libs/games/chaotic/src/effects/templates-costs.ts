import { isCreatureSubtype } from './creature-names';
import { subject } from './phrases';
import type { Template } from './sentence-templates';

/** Where an activated ability's costs come from, printed on the creature itself (CR 8.4.4.1). */
export const COSTS_TEMPLATES: Template[] = [
  {
    // Arkanin: its abilities' Mugic counters may come off another Muge its controller controls.
    re: /^(.+?) can spend Mugic counters from other ([A-Z][a-z]+?)s you control to activate its abilities$/,
    build: (m, s) => (s.cardType === 'Creature' && m[1] === s.cardName && isCreatureSubtype(m[2]) && s.duration === 'while-in-play'
      ? [{ verb: 'spend-counters-from', params: { from: { subtype: m[2], controller: 'you', other: true }, duration: s.duration } }]
      : null),
  },
  {
    // Fliandar ("Uninfect 3 Infected Creatures: Activate Hive and heal all damage on Fliandar"): every damage counter.
    re: /^heal all damage on (.+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'heal', params: { amount: 0, to, all: true } }] : null;
    },
  },
];
