import { alt, map, type Parser, word as w } from './combinators';
import type { Duration } from './reading';

/** How long an effect lasts (CR glossary `until end of turn`); "this turn" bounds a "next time" effect. */
export const duration: Parser<Duration> = alt<Duration>(
  map(alt(w('until end of turn'), w('until the end of turn'), w('until the end of the turn')), () => 'end-of-turn'),
  map(w('this turn'), () => 'this-turn'),
);
