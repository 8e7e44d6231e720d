import type { Violation } from '@arbiter/rules';

/** The zones a Chaotic card can be in (CR 4.1: decks, hands, discard piles; the board; the burst). */
export type Zone =
  | 'attack-deck' | 'attack-hand' | 'attack-discard' | 'location-deck' | 'active-location' | 'mugic-hand'
  | 'general-discard' | 'battleboard' | 'battlegear' | 'burst' | 'removed-from-game';

/** Where every card of a player is: zone → card instance ids. */
export type ZoneSnapshot = Readonly<Record<string, Readonly<Partial<Record<Zone, readonly string[]>>>>>;

export interface ZoneMove {
  readonly player: string;
  readonly card: string;
  readonly from: Zone;
  readonly to: Zone;
}

/** A creature value the outcome changes; `before` is what the engine had, `after` what the log states. */
export interface ValueChange {
  readonly creature: string;
  readonly value: 'courage' | 'power' | 'wisdom' | 'speed' | 'energy' | 'damage' | 'mugic-counters';
  readonly before: number;
  readonly after: number;
}

/**
 * The log entry for card text the registry cannot express: the card and the printed
 * text, and the outcome the players state as zone moves and value changes. The engine
 * applies the outcome, checks the invariants below, and the audit lists the entry for a
 * judge to confirm the outcome matches the text.
 */
export interface AttestedEffectEntry {
  readonly type: 'AttestedEffectResolved';
  readonly card: string;
  readonly text: string;
  readonly moves: readonly ZoneMove[];
  readonly changes: readonly ValueChange[];
  /** Hive state after the effect, when the text turns it on or off. */
  readonly hive?: boolean;
}

const violation = (code: string, rule: string, seq: number, message: string): Violation => ({ code: `chaotic/${code}`, rule, seq, message });

function zoneOf(snapshot: ZoneSnapshot, player: string, card: string): Zone | undefined {
  const zones = snapshot[player] ?? {};
  return (Object.keys(zones) as Zone[]).find((z) => zones[z]?.includes(card));
}

function countCards(snapshot: ZoneSnapshot, player: string): number {
  return Object.values(snapshot[player] ?? {}).reduce((n, cards) => n + (cards?.length ?? 0), 0);
}

/**
 * Cards are conserved between zones (CR 4.1.6 names the zones): each stated move takes a
 * card from where it was to where it ends up, no card is in two zones, and every player
 * ends with as many cards as they began with.
 */
export function checkCardConservation(before: ZoneSnapshot, entry: AttestedEffectEntry, after: ZoneSnapshot, seq: number): Violation[] {
  const out: Violation[] = [];
  for (const m of entry.moves) {
    const was = zoneOf(before, m.player, m.card);
    if (was !== m.from) out.push(violation('attested-move-from', '4.1.6', seq, `${entry.card}: card ${m.card} of ${m.player} is in ${was ?? 'no zone'}, not ${m.from}`));
    const now = zoneOf(after, m.player, m.card);
    if (now !== m.to) out.push(violation('attested-move-to', '4.1.6', seq, `${entry.card}: card ${m.card} of ${m.player} ended in ${now ?? 'no zone'}, not ${m.to}`));
  }
  for (const player of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (countCards(before, player) !== countCards(after, player)) {
      out.push(violation('attested-cards-not-conserved', '4.1.6', seq, `${entry.card}: ${player} had ${countCards(before, player)} cards and now has ${countCards(after, player)}`));
    }
    const seen = new Set<string>();
    for (const cards of Object.values(after[player] ?? {})) {
      for (const c of cards ?? []) {
        if (seen.has(c)) out.push(violation('attested-card-in-two-zones', '4.1.6', seq, `${entry.card}: card ${c} of ${player} is in two zones`));
        seen.add(c);
      }
    }
  }
  return out;
}

/**
 * Values stay in bounds: disciplines and energy never below 0 (CR 8.7.2.4), damage and
 * Mugic counters never negative (CR 3.2.8.1 counts counters), and each `before` is the
 * value the engine holds (`current`), so an outcome cannot rewrite history.
 */
export function checkValuesInBounds(entry: AttestedEffectEntry, current: (creature: string, value: ValueChange['value']) => number | undefined, seq: number): Violation[] {
  const out: Violation[] = [];
  for (const c of entry.changes) {
    const held = current(c.creature, c.value);
    if (held === undefined) out.push(violation('attested-unknown-creature', '8.7.2.4', seq, `${entry.card}: no creature ${c.creature} in play`));
    else if (held !== c.before) out.push(violation('attested-stale-value', '8.7.2.4', seq, `${entry.card}: ${c.creature} ${c.value} is ${held}, not ${c.before}`));
    if (!Number.isInteger(c.after) || c.after < 0) {
      const rule = c.value === 'mugic-counters' ? '3.2.8.1' : '8.7.2.4';
      out.push(violation('attested-value-out-of-bounds', rule, seq, `${entry.card}: ${c.creature} ${c.value} would be ${c.after}`));
    }
  }
  return out;
}
