import type { WarsCard } from '../cards/card';
import { cardEntries } from '../text/card-readings';
import { checkedInReadings } from '../text/version-readings';
import type { CardText, StatChange } from '../engine/card-text';
import type { Game } from '../engine/game-cards';
import { abilitiesInPlay } from '../engine/game-cards';
import { type Bound, boundOfReading } from '../verbs';
import { battleChange, drainChange, generatedEnergy, type StandingAbility, standingAbility, type StandingEffects, standingEffects, supportIconChange } from './standing-effects';

const NONE: StatChange = { power: 0, tactics: 0, defense: 0 };

/** What one card's text is to an engine version: each ability's bound, and the abilities it carries out, by text. */
interface CardTextEntry {
  readonly bounds: ReadonlyMap<string, Bound | null>;
  readonly standing: ReadonlyMap<string, StandingAbility>;
}

/**
 * The card text of an engine version from 1.1.0 on, read from that version's checked-in
 * readings once per card. Standing effects are worked out afresh whenever a stat or immunity is
 * asked, since any action may change what they pick; only cards with a carried ability cost more
 * than a lookup.
 */
export function engineCardText(version: string): CardText {
  const byId = new Map<string, CardTextEntry>();
  const entryOf = (id: string): CardTextEntry => {
    let found = byId.get(id);
    if (!found) {
      const reading = checkedInReadings(version).cards[id];
      const entries = reading ? cardEntries(reading) : [];
      const standing = new Map<string, StandingAbility>();
      for (const e of entries) {
        const a = standingAbility(e.reading);
        if (a) standing.set(e.text, a);
      }
      found = { bounds: new Map(entries.map((e) => [e.text, boundOfReading(e.reading)])), standing };
      byId.set(id, found);
    }
    return found;
  };
  const carriedOf = (g: Game, key: string): StandingAbility[] => {
    const standing = entryOf(g.card(key).id).standing;
    if (standing.size === 0) return [];
    return abilitiesInPlay(g, key).flatMap((a) => standing.get(a.text) ?? []);
  };
  let computing = false;
  const effectsNow = (g: Game): StandingEffects | null => {
    // Conditions and filters read printed stats: no standing effect is worked out inside another.
    if (computing) return null;
    computing = true;
    try {
      return standingEffects(g, (key) => carriedOf(g, key));
    } finally {
      computing = false;
    }
  };
  return {
    bound: (cardId, line) => entryOf(cardId).bounds.get(line) ?? null,
    carries: (card: WarsCard, line) => entryOf(card.id).standing.has(line),
    statChange: (g, key) => effectsNow(g)?.stats.get(key) ?? NONE,
    immune: (g, key) => effectsNow(g)?.immune.has(key) ?? false,
    battleChange(g, number, seat, location) {
      const now = effectsNow(g);
      return now ? battleChange(g, now, number, seat, location) : 0;
    },
    drainChange(g, drainer, location) {
      const now = effectsNow(g);
      return now ? drainChange(g, now, drainer, location) : 0;
    },
    countsAgainstCapacity: (g, key) => !(effectsNow(g)?.notCounted.has(key) ?? false),
    supportIcons(g, seat, faction) {
      const now = effectsNow(g);
      return now ? supportIconChange(now, seat, faction) : 0;
    },
    generated(g, seat) {
      const now = effectsNow(g);
      return now ? generatedEnergy(g, now, seat) : 0;
    },
  };
}
