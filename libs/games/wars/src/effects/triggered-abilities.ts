import type { AbilityReading, Compare, Condition, Limit, Owner, Place, Target, Trigger, VerbCall } from '../text/reading';
import { isUnread } from '../text/reading';
import { isCardKind } from './card-kinds';
import { conditionSupported, descriptionSupported, isItself, locationSupported } from './phrases';
import { decides, resolutionAsks } from './resolution-choices';
import { canFor, countIn, destinyRevealed, effectsCarried, type ResolvingAbility, targetSlots } from './resolving-calls';

/**
 * Triggered abilities the engine carries out itself (engine 1.2.0 on): "When this ship enters
 * play, your opponent pays 1 energy.", "Each time a site battle begins here, …", "When your
 * opponent controls this location, dismiss this asset." The events it watches are below; an
 * ability is carried when its event is one of them, and its condition and effects are ones the
 * engine carries out (a "may" is asked as it resolves; targets are chosen as it goes on the
 * stack, `engine/triggers.ts`). Anything else stays attested.
 */
export type WatchedEvent =
  /** This card, or a unit the phrase describes at `place`, entered play; `subject` picks which; `during` its controller's phase of a kind ("during your deploy phase"). */
  | { readonly event: 'enters-play'; readonly subject: Target; readonly place?: Place; readonly during?: string }
  /** A player (`who`) controls the location this card is at or beneath: a state, watched after every action. */
  | { readonly event: 'controls'; readonly who: 'you' | 'opponent' }
  /** The ability's condition holds ("When you do not have at least two other Gongen units here, …"): a state, watched after every action. */
  | { readonly event: 'state' }
  /** A battle (of a kind) begins here. */
  | { readonly event: 'battle-begins'; readonly kind: 'site' | 'sector' | 'location' }
  /** A drain by `who` comes off the stack here. */
  | { readonly event: 'drain'; readonly who: 'you' | 'opponent' | 'any' }
  /** `who` wins a battle (of a kind) here, or with `anywhere` at any location: the side with the most power in the power step (CR glossary `battle phase` 7). */
  | { readonly event: 'win-battle'; readonly who: 'you' | 'opponent'; readonly kind: 'site' | 'sector' | 'location'; readonly anywhere?: true }
  /** `who` loses a battle at a location the place names ("Each time you lose a battle at a related site"), anywhere without one. */
  | { readonly event: 'lose-battle'; readonly who: 'you' | 'opponent'; readonly place?: Place }
  /** This card is destroyed ("during a site battle": while one is under way); it triggers from the lost pile. */
  | { readonly event: 'destroyed'; readonly during?: 'site' | 'sector' | 'location' }
  /** A phase of `who`'s turn begins ("At the start of each player's control phase"); "that player" is the player whose turn it is. */
  | { readonly event: 'phase-begins'; readonly phase: string; readonly who: 'you' | 'opponent' | 'any' }
  /** This card is lost from a location of a kind ("When this character is lost from a site"); it triggers from the lost pile. */
  | { readonly event: 'lost'; readonly from: 'site' | 'sector' | 'location' }
  /** A card the phrase describes is lost from where this card is ("Each time an opponent's unit is lost at this location"); "that unit" is it, in its lost pile. */
  | { readonly event: 'lost-here'; readonly lost: Target }
  /** A card the phrase describes is lost from a battle (of a kind): it was at the battle's location as it was lost ("Each time one of your fighters is lost from a battle"); "it" is that card, in its lost pile. */
  | { readonly event: 'lost-from-battle'; readonly lost: Target; readonly kind: 'site' | 'sector' | 'location'; readonly here?: true }
  /**
   * The battle destiny step of a battle this phrase describes ends ("of each site battle here", "of each battle at a related site"),
   * with `who`'s battle destiny then exactly `n` when `destinyIs` is set ("your total battle destiny is exactly 5 at the end of …").
   */
  | { readonly event: 'end-of-battle-destiny-step'; readonly battles: Target; readonly destinyIs?: { readonly who: 'you' | 'opponent'; readonly n: number } }
  /** A battle here that `who` won ends ("At the end of each battle you've won here"): after its loss and end of battle steps. */
  | { readonly event: 'battle-ends'; readonly won: 'you' | 'opponent' }
  /** The power step of a battle here ends ("Each time a power step ends here"), its totals and loser known. */
  | { readonly event: 'power-step-ends' }
  /** `who` plays a card the phrase describes aboard this ship ("Each time you play a character who has piloting aboard this ship"), as it goes on the stack. */
  | { readonly event: 'played-aboard'; readonly who: 'you' | 'opponent'; readonly card: Target }
  /** `who` performs an attack action here ("Each time you attack here"). */
  | { readonly event: 'attack'; readonly who: 'you' | 'opponent' }
  /** You invert this card ("When you invert this character, …"; "… during a battle here": one of a kind under way where it is). */
  | { readonly event: 'invert'; readonly during?: 'site' | 'sector' | 'location' }
  /** An ability of a weapon (beneath this card) damages a card the phrase describes; "that unit" is it. */
  | { readonly event: 'ability-damages'; readonly beneathThis: boolean; readonly damaged: Target }
  /** A card the phrase describes is targeted by an activated ability of a weapon (beneath this card); "that unit" is it. */
  | { readonly event: 'targeted-by'; readonly beneathThis: boolean; readonly targeted: Target }
  /** You reveal this card for battle destiny ("When you reveal this card for battle destiny, lose 3 energy."): it triggers from the used pile the card went to. */
  | { readonly event: 'battle-destiny-itself' }
  /** `who` reveals a card for battle destiny (CR glossary `battle phase` 3), of a destiny it compares (`destiny`), in a battle of a kind here when `here` is set. */
  | { readonly event: 'battle-destiny'; readonly who: 'you' | 'opponent' | 'any'; readonly destiny?: { readonly compare: Compare; readonly n: number }; readonly here?: 'site' | 'sector' | 'location' };

/** "An ability of a weapon [beneath this vehicle]": whether the weapon is beneath this card; null for any other phrase. */
function weaponAbility(t: Target | undefined, kind: 'ability' | 'activated ability'): { readonly beneathThis: boolean } | null {
  const w = t?.at?.relation === 'of' ? t.at.card : null;
  if (!t || !w || t.select !== 'a' || t.kinds.length !== 1 || t.kinds[0] !== kind || t.traits.length > 0 || t.filters || t.owner) return null;
  if (w.select !== 'a' || w.kinds.length !== 1 || w.kinds[0] !== 'weapon' || w.traits.length > 0 || w.filters || w.owner || w.and) return null;
  if (!w.at) return { beneathThis: false };
  return w.at.relation === 'beneath' && w.at.card.select === 'this' && isItself(w.at.card) ? { beneathThis: true } : null;
}

/** A card an event names ("another unit", "a ship or unit"): described with nothing about where it is. */
const namedCard = (t: Target | undefined): t is Target => t !== undefined && t.select === 'a' && !t.at && !t.and && descriptionSupported(t, isCardKind);

export interface TriggeredAbility extends ResolvingAbility {
  readonly watch: WatchedEvent;
  /** "You may change no more than one card's destiny using this ability each turn": once it has done so this turn, it no longer triggers. */
  readonly oncePerTurn?: true;
}

const players = (o: unknown): o is 'you' | 'opponent' => o === 'you' || o === 'opponent';
const LOCATION_KINDS = new Set(['location', 'site', 'sector']);

/** The event a trigger names, when it is one the engine watches. */
function watched(t: Trigger): WatchedEvent | null {
  const subject = typeof t.subject === 'object' ? t.subject : null;
  // "During your deploy phase": read of a card's own entering play alone.
  if (t.during && (t.event !== 'enters-play' || subject?.select !== 'this' || t.during.whose !== 'you')) return null;
  switch (t.event) {
    case 'enters-play': {
      if (!subject || t.object) return null;
      // "When this ship enters play [at a site]", "When this location enters play during your deploy phase", "Each time a player's unit enters play here".
      if (subject.select === 'this') {
        const at = !t.place || (t.place.relation === 'at' && locationSupported(t.place.location));
        return isItself(subject) && at ? { event: 'enters-play', subject, ...(t.place ? { place: t.place } : {}), ...(t.during ? { during: t.during.phase } : {}) } : null;
      }
      const described = ['a', 'your', 'each'].includes(subject.select) && descriptionSupported(subject, isCardKind) && !subject.and && !subject.at;
      return described && t.place?.relation === 'here' ? { event: 'enters-play', subject, place: t.place } : null;
    }
    case 'state':
      return !t.subject && !t.object && !t.place ? { event: 'state' } : null;
    case 'controls': {
      const object = t.object;
      const thisLocation = object?.select === 'this' && object.kinds.every((k) => LOCATION_KINDS.has(k)) && !object.at && !object.filters && object.traits.length === 0;
      return players(t.subject) && thisLocation && !t.place ? { event: 'controls', who: t.subject } : null;
    }
    case 'begins': {
      const battle = subject && subject.kinds.length === 1 && subject.kinds[0] === 'battle' && subject.select === 'a' && !subject.at && !subject.filters ? subject : null;
      const kind = battle?.traits.length === 0 ? 'location' : battle?.traits.length === 1 && (battle.traits[0] === 'site' || battle.traits[0] === 'sector') ? battle.traits[0] : null;
      return kind && t.place?.relation === 'here' && !t.object ? { event: 'battle-begins', kind } : null;
    }
    case 'drain':
      return (players(t.subject) || t.subject === 'any') && t.place?.relation === 'here' && !t.object ? { event: 'drain', who: t.subject as 'you' } : null;
    // "When this ship is destroyed", "When this character is destroyed during a site battle".
    case 'destroyed': {
      if (!subject || subject.select !== 'this' || !isItself(subject) || t.object) return null;
      if (!t.place) return { event: 'destroyed' };
      const p = t.place;
      return p.relation === 'in-battle' && p.which === 'a' && !p.where ? { event: 'destroyed', during: p.battle === 'any' ? 'location' : p.battle } : null;
    }
    // "When this character is lost from a site"; "Each time a unit is lost from here", "… an opponent's unit is lost at this location".
    case 'lost': {
      if (!subject) return null;
      if (subject.select === 'this') {
        const from = t.object;
        const kind = from && from.select === 'a' && from.kinds.length === 1 && LOCATION_KINDS.has(from.kinds[0]) && from.traits.length === 0 && !from.at && !from.filters ? from.kinds[0] : null;
        return isItself(subject) && kind && !t.place ? { event: 'lost', from: kind as 'site' } : null;
      }
      const here = t.place?.relation === 'here' || (t.place?.relation === 'at' && isItself(t.place.location) && t.place.location.kinds.every((k) => LOCATION_KINDS.has(k)));
      // "… is lost from a [site] battle".
      const b = t.object;
      // "… is lost from a battle here": one where this card is.
      const battle = b && b.select === 'a' && b.kinds.length === 1 && b.kinds[0] === 'battle' && b.traits.length <= 1 && b.traits.every((x) => x === 'site' || x === 'sector') && (!b.at || b.at.relation === 'here') && !b.filters && !b.owner;
      if (battle && !t.place) return namedCard(subject) ? { event: 'lost-from-battle', lost: subject, kind: (b.traits[0] ?? 'location') as 'site', ...(b.at ? { here: true as const } : {}) } : null;
      return here && !t.object && namedCard(subject) ? { event: 'lost-here', lost: subject } : null;
    }
    case 'attack':
      return players(t.subject) && t.place?.relation === 'here' && !t.object ? { event: 'attack', who: t.subject } : null;
    // "At the start of each player's control phase", "At the start of each of your control phases".
    case 'start-of-activate': case 'start-of-control': case 'start-of-deploy': case 'start-of-battle': case 'start-of-move': case 'start-of-draw':
      return (players(t.subject) || t.subject === 'any') && !t.place && !t.object ? { event: 'phase-begins', phase: t.event.slice('start-of-'.length), who: t.subject as 'you' } : null;
    // "At the end of the battle destiny step of each site battle here, …".
    case 'end-of-battle-destiny-step': {
      const b = t.object;
      // "Of each site battle here", "of each battle at a related site", or of any battle ("your total battle destiny is exactly 5 at the end of the battle destiny step").
      const ok = b && b.select === 'each' && b.kinds.length === 1 && b.kinds[0] === 'battle' && b.traits.every((x) => x === 'site' || x === 'sector') && !b.filters && !b.owner
        && (!b.at || b.at.relation === 'here' || (b.at.relation === 'at' && locationSupported(b.at.location)));
      return ok && !t.subject && !t.place ? { event: 'end-of-battle-destiny-step', battles: b } : null;
    }
    // "When you invert this character [during a battle here]".
    case 'invert': {
      const o = t.object;
      if (t.subject !== 'you' || !o || !isItself(o) || t.place) return null;
      if (!o.at) return { event: 'invert' };
      const p = o.at;
      return p.relation === 'in-battle' && p.which === 'a' && p.where?.relation === 'here' ? { event: 'invert', during: p.battle === 'any' ? 'location' : p.battle } : null;
    }
    // "Each time you reveal a card for battle destiny [that has destiny 6 or more] [during a site battle here]".
    // "Each time a card is revealed for battle destiny …": by either player.
    case 'revealed-for-battle-destiny': {
      const o = subject;
      const aCard = o && o.select === 'a' && o.kinds.length === 1 && o.kinds[0] === 'card' && o.traits.length === 0 && !o.at && !o.filters && !o.owner;
      return aCard && !t.object ? watched({ ...t, event: 'battle-destiny', subject: 'any' }) : null;
    }
    case 'battle-destiny-itself':
      return t.subject === 'you' && !t.object && !t.place ? { event: 'battle-destiny-itself' } : null;
    case 'battle-destiny': {
      if (!players(t.subject) && t.subject !== 'any') return null;
      const o = t.object;
      const f = o?.filters?.[0];
      const destiny = o && o.select === 'that' && o.kinds.length === 1 && o.kinds[0] === 'card' && o.traits.length === 0 && !o.at && o.filters?.length === 1
        && f && 'stat' in f && f.stat === 'destiny' && 'n' in f.amount ? { compare: f.compare, n: f.amount.n } : null;
      if (o && !destiny) return null;
      const p = t.place;
      const here = p?.relation === 'in-battle' && p.which === 'a' && p.where?.relation === 'here' ? (p.battle === 'any' ? 'location' : p.battle) : null;
      if (p && !here) return null;
      return { event: 'battle-destiny', who: t.subject, ...(destiny ? { destiny } : {}), ...(here ? { here } : {}) };
    }
    // "Each time an ability of a weapon beneath this vehicle damages another unit".
    case 'damages': {
      const w = weaponAbility(subject ?? undefined, 'ability');
      return w && namedCard(t.object) && !t.place ? { event: 'ability-damages', beneathThis: w.beneathThis, damaged: t.object } : null;
    }
    // "Each time a unit is targeted by an activated ability of a weapon beneath this kizen".
    case 'targeted-by': {
      const w = weaponAbility(t.object, 'activated ability');
      return w && namedCard(subject ?? undefined) && !t.place ? { event: 'targeted-by', beneathThis: w.beneathThis, targeted: subject! } : null;
    }
    // "Each time you win a site battle here".
    case 'win-battle': case 'win-site-battle': case 'win-sector-battle':
      // "Each time you win a battle": anywhere.
      return players(t.subject) && (!t.place || t.place.relation === 'here') && !t.object
        ? { event: 'win-battle', who: t.subject, kind: t.event === 'win-battle' ? 'location' : t.event === 'win-site-battle' ? 'site' : 'sector', ...(t.place ? {} : { anywhere: true as const }) } : null;
    // "Each time you play a character who has piloting aboard this ship".
    case 'play': {
      const o = t.object;
      const aboardThis = o?.at?.relation === 'aboard' && isItself(o.at.card) && !o.at.card.filters && o.at.card.traits.length === 0;
      const card = o && aboardThis && o.select === 'a' && o.kinds.every(isCardKind) && (o.filters ?? []).every((f) => 'keyword' in f && !f.negated) && !o.owner && !o.and && !o.alsoAt;
      return players(t.subject) && card && !t.place ? { event: 'played-aboard', who: t.subject, card: { ...o, at: undefined } } : null;
    }
    // "At the end of each battle you've won here".
    case 'end-of-won-battle':
      return players(t.subject) && t.place?.relation === 'here' && !t.object ? { event: 'battle-ends', won: t.subject } : null;
    // "Each time a power step ends here".
    case 'end-of-power-step':
      return !t.subject && t.place?.relation === 'here' && !t.object ? { event: 'power-step-ends' } : null;
    // "Each time you lose a battle at a related site".
    case 'lose-battle':
      return players(t.subject) && !t.object && (!t.place || t.place.relation === 'here' || (t.place.relation === 'at' && locationSupported(t.place.location)))
        ? { event: 'lose-battle', who: t.subject, ...(t.place ? { place: t.place } : {}) } : null;
    default:
      return null;
  }
}

/** Whether an event names a card, "that unit": in play, or (lost) in its owner's lost pile. */
const namesCard = (w: WatchedEvent) => w.event === 'ability-damages' || w.event === 'targeted-by' || w.event === 'lost-here' || w.event === 'lost-from-battle';

/** Whether an event names "that player": a unit's owner as it enters play or is lost, the drainer, who revealed a card, whose phase begins. */
const namesPlayer = (w: WatchedEvent) => (w.event === 'enters-play' && w.subject.select !== 'this') || (w.event === 'drain' && w.who === 'any') || w.event === 'battle-destiny' || w.event === 'lost-here' || w.event === 'lost-from-battle' || w.event === 'phase-begins';

/** "You may change no more than one card's destiny using this ability each turn": the one limit a triggered ability the engine carries may have. */
const oncePerTurn = (limits: readonly Limit[] | undefined): boolean => limits?.length === 1 && 'oncePer' in limits[0] && limits[0].oncePer === 'turn';

/**
 * "Each time your total battle destiny is exactly 5 at the end of the battle destiny step": the
 * number is part of the event, checked as the step ends (the ability does not trigger otherwise),
 * not a condition checked again as it resolves.
 */
function eventCondition(watch: WatchedEvent, condition: Condition | undefined): { readonly watch: WatchedEvent; readonly condition?: Condition } {
  if (watch.event !== 'end-of-battle-destiny-step' || condition?.is !== 'compare' || condition.compare !== '=' || !('battleDestiny' in condition.left) || !('n' in condition.right)) return { watch, condition };
  const who = condition.left.battleDestiny;
  return who === 'you' || who === 'opponent' ? { watch: { ...watch, destinyIs: { who, n: condition.right.n } } } : { watch, condition };
}

/**
 * "When this ship enters play, your opponent loses 2 energy for each of that player's units here …":
 * with no player named by the event, "that player" (and "his or her") is the player the sentence
 * names as doing it.
 */
function namedBySentence(effects: readonly VerbCall[], eventNamesPlayer: boolean): readonly VerbCall[] {
  if (eventNamesPlayer) return effects;
  const doer = (c: VerbCall) => (c.params as { who?: Owner }).who;
  const named = (c: VerbCall) => c.forEach?.owner === 'that-player' && (doer(c) === 'you' || doer(c) === 'opponent');
  return effects.some(named) ? effects.map((c) => (named(c) ? { ...c, forEach: { ...c.forEach!, owner: doer(c) } } : c)) : effects;
}

/**
 * "When this character is lost from a site, your opponent loses 1 energy for each of his or her
 * units at that site": "that site" is where the card was, its "here" as the ability resolves from
 * its lost pile.
 */
function whereItWas(effects: readonly VerbCall[], watch: WatchedEvent): readonly VerbCall[] {
  if (watch.event !== 'lost' && watch.event !== 'destroyed') return effects;
  const thatPlace = (t: Target | undefined) => t?.at?.relation === 'at' && t.at.location.select === 'that' && t.at.location.traits.length === 0 && !t.at.location.at
    && t.at.location.kinds.length === 1 && LOCATION_KINDS.has(t.at.location.kinds[0]);
  const here = (t: Target): Target => ({ ...t, at: { relation: 'here' } });
  return effects.some((c) => thatPlace(c.forEach)) ? effects.map((c) => (thatPlace(c.forEach) ? { ...c, forEach: here(c.forEach!) } : c)) : effects;
}

/** The triggered ability a reading is, when the engine carries all of it out; null otherwise. */
export function triggeredAbility(reading: AbilityReading): TriggeredAbility | null {
  if (isUnread(reading) || reading.kind !== 'triggered' || (reading.limits?.length && !oncePerTurn(reading.limits))) return null;
  const found = watched(reading.trigger);
  if (!found) return null;
  const { watch, condition } = eventCondition(found, reading.condition);
  if ((condition && !conditionSupported(condition)) || (watch.event === 'state' && !condition)) return null;
  const effects = whereItWas(namedBySentence(reading.effects, namesPlayer(watch)), watch);
  // Each "target" one its controller chooses for an effect as it goes on the stack; at most one [D], the controller's.
  const counted = countIn(effects);
  const destiny = destinyRevealed(counted);
  const targets = targetSlots(effects);
  if (counted.targets !== targets.length || !destiny || counted.other > 0) return null;
  // "That card" is the one revealed for battle destiny when that is the event.
  const can = canFor(targets.length, { thatPlayer: namesPlayer(watch), may: true, revealed: watch.event === 'battle-destiny', thatCard: namesCard(watch), inBattleHere: watch.event === 'invert' && watch.during !== undefined });
  if (!effectsCarried(effects, can)) return null;
  // A decision as it resolves comes before its effects, so not after a [D] it reveals first; cards that only become known may.
  const { carried, asks } = resolutionAsks(effects);
  if (!carried || (asks && destiny.revealsDestiny && decides(asks))) return null;
  return {
    watch, effects, targets, ...(oncePerTurn(reading.limits) ? { oncePerTurn: true as const } : {}), ...destiny, ...(condition ? { condition } : {}), ...(asks ? { asks } : {}),
    // Destroyed or lost, the card is in its lost pile: "it", "this character" name it there; so is the card lost "here".
    ...(watch.event === 'destroyed' || watch.event === 'lost' ? { selfInLostPile: true as const } : {}),
    ...(watch.event === 'lost-here' || watch.event === 'lost-from-battle' ? { thatInLostPile: true as const } : {}),
  };
}
