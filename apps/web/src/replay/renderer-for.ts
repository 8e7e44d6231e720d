import type { BoardRenderer } from './board-renderer.js';
import { chaoticRenderer } from './renderers/chaotic.js';
import { genericRenderer } from './renderers/generic.js';

/** Games with a board of their own; every other registered game is drawn by the generic renderer. */
const RENDERERS: Readonly<Record<string, BoardRenderer>> = { chaotic: chaoticRenderer };

export const rendererFor = (game: string): BoardRenderer => RENDERERS[game] ?? genericRenderer;
