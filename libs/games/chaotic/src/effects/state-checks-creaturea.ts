import type { Card } from '../cards/card';
import type { CardEffect } from './effect-types';

/**
 * "If Drimesse has no Mugic counters on it, sacrifice it": a standing rule like "If Stelgar has
 * more than 125 Power, destroy it" (`condition-holds`, checked with defeats after each
 * resolution), the creature going to the discard pile as a sacrifice (glossary), not destroyed.
 */
export function readSelfSacrificeCheck(text: string, card: Card): CardEffect | null {
  const m = /^If (.+?) has (no|any) Mugic counters on it, sacrifice (?:it|(.+))\.?$/i.exec(text.trim());
  if (!m || card.type !== 'Creature' || m[1] !== card.name || (m[3] !== undefined && m[3] !== card.name)) return null;
  // Saand: "If Saand has any Mugic counters on it, sacrifice it" is the same rule the other way round.
  const some = { kind: 'stat-at-least', who: { select: 'self' }, stat: 'mugic-counters', x: 1 } as const;
  return {
    kind: 'automated',
    timing: { kind: 'triggered', event: 'condition-holds' },
    conditions: [/^no$/i.test(m[2]) ? { kind: 'not', condition: some } : some],
    steps: [{ verb: 'sacrifice-creature', params: { from: { select: 'self' }, all: true } }],
    text: text.trim(),
  };
}
