import type { Game } from './game-cards';

/**
 * How many times each ability of a card in play has been used this turn (the turn's flags, reset
 * as a turn begins): what bullets and Quickdraw allow (CR glossary `bullet`), and abilities a card
 * limits itself ("You may change no more than one card's destiny using this ability each turn").
 */
export const useKey = (key: string, line: string): string => `${key} ${line}`;

export const usesThisTurn = (g: Game, key: string, line: string): number => g.s.flags.abilityUses[useKey(key, line)] ?? 0;

export function noteUse(g: Game, key: string, line: string): void {
  g.s.flags.abilityUses[useKey(key, line)] = usesThisTurn(g, key, line) + 1;
}
