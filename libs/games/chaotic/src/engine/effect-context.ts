import { allDamageDeltas } from './all-damage';
import { modifyDamage } from './damage-order';
import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { EffectContext, CreatureRef } from '../effects/effect-context';
import type { CreatureFilter, Duration, Subject } from '../effects/effect-types';
import type { Negatable, Prohibited } from '../effects/verb-calls';
import { boardFor } from './board';
import type { EffectRuntime, EngineContext } from './context';
import type { BurstItem,DamageMod,ElementMod,GrantMod,Prohibition,RuleMod,StatMod } from './masters-state';
import { Stats } from './stats';
import { innateTextOf } from './innate-effects';
import type { ChaoticState,Seat } from './types';
import { safeApply } from './effect-unmodelled';
import { RuleEffects, until } from './effect-rules';
import { matchesFilter } from './filter-match';
import { addCombatTriggers } from './combat-triggers';
import { brainwashed, gearActive, locationEffects } from './text-active';
import { discardStatics } from './discard-statics';
import { noteInnateRead, READ_COMBAT, READ_DISCARD } from './innate-reads';
import { mayNegate } from './negate';
import { discardCreatureElements, scannedElements } from './element-sources';
import { swapAttackDeckAndDiscard, swapBattlegear, swapSpaces } from './swaps';
import { mugicItemDamage } from './burst-damage';
import { healingDelta, mugicDamage } from './rule-mods';
import { sacrificeCreature } from './sacrifice';
import { battlegearInDiscard, equipFromDiscard, sacrificeBattlegear, shuffleAttackHandIntoDeck, unequippedCreatures } from './gear-and-hands';
import { nonAttackDamage } from './non-attack-damage';
import { flipCoin } from './coin';
import { declareRevealedGear } from './paper-declarations';
import { pick } from './choices';
import { cannotBeInfected, energyKeptFromMugic } from './targetable';
import { disciplinesLocked, elementChangeBarred } from './change-bans';
import { redirectedTo } from './damage-redirect';
import { extraMandiblors } from './mandiblor-count';
import { conditionHolds } from '../effects/conditions';
import { findGearLeaving, findStateTriggers, pushStateTriggers, raiseStateEvent } from './state-triggers';
import { findLeaving } from './state-trigger-sources';
import { abilityValue, activeLocationController, activeLocationInitiative, handSize, hasBattlegear, scanned } from './effect-facts';
import { lastAttackDamage } from './turn-log';
import { setFaceUp, setGear, setSpace } from './board-writes';

/** Who an effect belongs to and what it was played with. */
export interface EffectSource {
  /** The Elemental Type the activated ability's "Expend any Elemental Type" cost expended. */
  readonly expended?: Element;
  readonly controller: Seat;
  /** The creature the text is on, equipped to, or that played it. */
  readonly source: number | null;
  readonly targets: readonly number[];
  /** The burst item resolving (for negate), if any. */
  readonly itemId?: number;
  /** The text resolving is a mugic's (its damage is Mugic damage). */
  readonly mugic?: boolean;
  /** A damage-dealt trigger's creature (`trigger-creature`). */
  readonly about?: number;
  /** The event's creature has left play: "that Creature" is read as it last was (its Mugic counters). */
  readonly lastKnown?: boolean;
  /** The Mugic card resolving (CR 8.5.7: already in its controller's general discard pile). */
  readonly mugicCard?: string;
  /** The card whose triggered ability is resolving. */
  readonly triggerCard?: string;
  /** The caster paid the Mugic's optional extra cost ("As Hive Unsung is played, its caster can pay …"). */
  readonly extraPaid?: boolean;
  /** The burst item of the Mugic whose play triggered this ("negate that Mugic"). */
  readonly aboutItem?: number;
  /** The text is a creature card's in its owner's general discard pile (`discard-statics.ts`). */
  readonly fromDiscard?: boolean;
  /** The attack card resolving: CR 8.2.3.2 puts it into the attack discard pile only once resolved, so its own text does not find it there. */
  readonly attackCard?: string;
  /** CR 8.4.2.6: the X chosen for a Mugic with an X cost, and the counters paid for it. */
  readonly x?: number;
  readonly paid?: number;
  /** A combat trigger's damage (`event-amount`). */
  readonly amount?: number;
  /** A combat trigger's attack elemental types (`gain-attack-elements`). */
  readonly attackElements?: readonly Element[];
}

/** The innate modifications in force (CR 8.9.2), gathered from every card in play. */
export interface StaticLayer {
  mods: StatMod[];
  elementMods: ElementMod[];
  granted: GrantMod[];
  damageMods: DamageMod[];
  prohibitions: Prohibition[];
  ruleMods: RuleMod[];
}

const uidOf = (ref: CreatureRef): number => Number(ref);

/**
 * The engine's side of the effect registry: every verb acts on the game state through
 * this class. In `collect` mode (innate text) lasting modifications go to a layer instead
 * of the state and one-shot verbs do nothing.
 */
export class EngineEffectContext extends RuleEffects implements EffectContext {
  // Declared and set in the constructor, as in `ZoneEffects` (replay speed).
  declare private readonly stats: Stats;
  declare private readonly attack: boolean;
  /** Damage an attack's text adds to the attack (CR 8.6.2.2) instead of dealing it apart. */
  declare attackExtra: number;
  /** Creatures whose Disciplines this source has reduced (one "disciplines-reduced" event each). */
  declare private reduced: Set<number> | null;
  /** Changes an attack's text makes to its own damage ("is reduced by 10"), ordered with the rest (CR 8.5.4); null until one is made (replay speed). */
  declare attackDeltas: number[] | null;
  /** "If Burning Rain would deal more than 10 damage, it deals 10 instead" (CR 8.8.2). */
  declare attackCap: number | null;

  constructor(state: ChaoticState, ctx: EngineContext, stats: Stats, from: EffectSource, layer: StaticLayer | null = null, attack = false) {
    super(state, ctx, from, layer);
    this.stats = stats;
    this.attack = attack;
    this.attackExtra = 0;
    this.reduced = null;
    this.attackDeltas = null;
    this.attackCap = null;
  }

  /** Whether an effect in force prohibits this creature the action. */
  private banned(action: Prohibited, uid: number): boolean {
    return this.stats.prohibits(action, uid);
  }

  shuffleHandIntoDeck(): void {
    if (!this.layer) shuffleAttackHandIntoDeck(this.state, this.from.controller);
  }

  /** Which card and which creature are the controller's choices (`choices`); by default the most recent card and the first creature. */
  returnBattlegearToPlay(self = false, other = false): boolean {
    if (this.layer) return false;
    const seat = this.from.controller;
    // `self`: the triggered battlegear's own card, if it is still in that pile.
    const own = this.from.triggerCard;
    const cards = self ? (own !== undefined && this.state.zones[seat].generalDiscard.includes(own) ? [own] : []) : battlegearInDiscard(this.state, this.ctx, seat);
    const card = self ? cards[0] : this.ask('battlegear-to-play', cards);
    // `other`: "another unequipped Creature you control" leaves out the creature whose ability it is.
    const to = card === undefined ? undefined : this.ask('creature', unequippedCreatures(this.state, seat).filter((uid) => !other || uid !== this.from.source).map(String));
    if (card === undefined || to === undefined) return false;
    equipFromDiscard(this.state, seat, card, Number(to));
    return true;
  }

  sacrificeBattlegear(): boolean {
    if (this.layer) return false;
    const equipped = this.state.creatures.filter((c) => c.owner === this.from.controller && c.space !== null && this.m.gear[c.uid] !== null).map((c) => String(c.uid));
    const from = this.ask('creature', equipped);
    if (from === undefined) return false;
    const leaving = findGearLeaving(this.state, this.ctx, Number(from));
    sacrificeBattlegear(this.state, Number(from));
    pushStateTriggers(this.state, this.ctx, leaving);
    return true;
  }

  /** Glossary "Flip a coin": from the game's seeded randomness, so a replay flips the same. */
  flipCoin(): boolean {
    if (this.layer) return true;
    // Paper play: the players flip a real coin and the log states the side (heads by default).
    if (this.state.rng === null) return pick(this.state, 'coin', ['heads', 'tails']) === 'heads';
    return flipCoin(this.state);
  }

  sacrificeCreature(creature: CreatureRef): void {
    const uid = uidOf(creature);
    if (this.layer || this.state.creatures[uid].space === null) return;
    // What going to the discard pile triggers is found while it is still in play (state-triggers.ts).
    const leaving = findLeaving(this.state, this.ctx, uid);
    sacrificeCreature(this.state, uid);
    (this.sacrificed ??= []).push(uid);
    pushStateTriggers(this.state, this.ctx, leaving);
  }

  /** "engaged Creatures gain … for each … they have": the creature is `trigger-creature` (and its controller "you", `byController`) while `run` runs. */
  forCreature(creature: CreatureRef, byController: boolean, run: () => void): void {
    const saved = this.from;
    const uid = uidOf(creature);
    this.from = { ...saved, about: uid, ...(byController ? { controller: this.state.creatures[uid].owner } : {}) };
    try { run(); } finally { this.from = saved; }
  }

  /** "Each player …" / "your opponent …": "you" is each of those players in turn while `run` runs. */
  forPlayers(who: 'each' | 'opponent', run: () => void): void {
    const saved = this.from;
    const seats: Seat[] = who === 'each' ? [saved.controller, (1 - saved.controller) as Seat] : [(1 - saved.controller) as Seat];
    try {
      for (const controller of seats) { this.from = { ...saved, controller }; run(); }
    } finally { this.from = saved; }
  }

  /** The Mugic item whose play triggered this, while it is still on the burst. */
  private triggeringMugic(): BurstItem | undefined {
    const id = this.from.aboutItem;
    return id === undefined ? undefined : this.m.burst.find((i) => i.id === id && i.kind === 'mugic');
  }

  triggeringMugicCost(): number | undefined {
    const item = this.triggeringMugic();
    const card = item ? this.ctx.cards.byId(item.card) : undefined;
    if (!item || card?.type !== 'Mugic') return undefined;
    return card.mugicCost === 'X' ? item.x ?? 0 : card.mugicCost;
  }

  /** CR 8.2: that Mugic leaves the burst for its controller's general discard pile (CR 8.5.7). */
  negateTriggeringMugic(): boolean {
    const item = this.triggeringMugic();
    if (this.layer || !item) return false;
    this.m.burst.splice(this.m.burst.indexOf(item), 1);
    this.state.zones[item.controller].generalDiscard.push(item.card);
    raiseStateEvent(this.state, this.ctx, { kind: 'mugic-to-discard' });
    return true;
  }

  /** "… count as Mandiblors you control when counting Mandiblors" (mandiblor-count.ts). */
  extraCreatures(filter: CreatureFilter): number {
    noteInnateRead(READ_DISCARD);
    return extraMandiblors(this.state, this.ctx, this.from.controller, filter, (effect, seat, source) => {
      const probe = new EngineEffectContext(this.state, this.ctx, this.stats, { controller: seat, source, targets: [], ...(source === null ? { fromDiscard: true } : {}) });
      return effect.conditions.every((c) => c.kind === 'in-general-discard' ? source === null : conditionHolds(probe, c));
    });
  }

  /** "If a player controls …, that player can …": "you" is that creature's controller while `run` runs. */
  asControllerOf(creature: CreatureRef, run: () => void): void {
    const saved = this.from;
    this.from = { ...saved, controller: this.state.creatures[uidOf(creature)].owner };
    try { run(); } finally { this.from = saved; }
  }

  private engaged(seat: Seat): number | undefined {
    noteInnateRead(READ_COMBAT);
    const combat = this.state.combat;
    if (!combat) return undefined;
    return this.state.creatures[combat.attacker].owner === seat ? combat.attacker : combat.defender;
  }

  /** A creature still in play, as a subject of one creature names it (none otherwise). */
  private alive(uid: number | null | undefined): CreatureRef | undefined {
    return uid !== null && uid !== undefined && this.state.creatures[uid].space !== null ? String(uid) : undefined;
  }

  private matches(uid: number, filter: CreatureFilter): boolean {
    return matchesFilter(this.state, this.stats, this.from.controller, uid, filter, this.from.source);
  }

  select(subject: Subject): readonly CreatureRef[] {
    switch (subject.select) {
      case 'target': {
        // CR 8.5.2: a target no longer legal is not affected.
        const uid = this.from.targets[subject.index];
        return uid !== undefined && this.matches(uid, subject.filter) ? [String(uid)] : [];
      }
      case 'all': {
        // Replay speed: one pass, no intermediate array.
        const out: CreatureRef[] = [];
        for (const c of this.state.creatures) if (this.matches(c.uid, subject.filter)) out.push(String(c.uid));
        return out;
      }
      default: {
        const one = this.selectOne(subject);
        return one === undefined ? [] : [one];
      }
    }
  }

  selectOne(subject: Subject): CreatureRef | undefined {
    switch (subject.select) {
      case 'self':
      case 'equipped':
      case 'caster':
        return this.alive(this.from.source);
      case 'trigger-creature': return this.from.lastKnown && this.from.about !== undefined ? String(this.from.about) : this.alive(this.from.about);
      case 'your-engaged': return this.alive(this.engaged(this.from.controller));
      case 'opposing-engaged': return this.alive(this.engaged((1 - this.from.controller) as Seat));
      case 'target':
      case 'all':
        return this.select(subject)[0];
      // A subject kind newer than this engine names nobody: the effect then does nothing.
      default: return undefined;
    }
  }

  stat(creature: CreatureRef, stat: Stat | 'mugic-counters'): number { return this.stats.stat(uidOf(creature), stat); }
  hasElement(creature: CreatureRef, element: Element): boolean { return this.stats.hasElement(uidOf(creature), element); }
  tribe(creature: CreatureRef): Tribe { return this.stats.tribe(uidOf(creature)); }
  hiveActive(): boolean { return this.m.hive; }
  scannedElements(creature: CreatureRef): readonly Element[] { return scannedElements(this.state, uidOf(creature)); }
  discardCreatureElements(): readonly Element[] { noteInnateRead(READ_DISCARD); return discardCreatureElements(this.state, this.ctx, this.from.controller); }
  swap(what: 'spaces' | 'battlegear', a: CreatureRef, b: CreatureRef): boolean {
    if (this.layer) return false;
    // Trading spaces relocates both creatures (Gloom-mire Night).
    if (what === 'spaces' && (this.banned('be-relocated', uidOf(a)) || this.banned('be-relocated', uidOf(b)))) return false;
    return what === 'spaces' ? swapSpaces(this.state, uidOf(a), uidOf(b)) : swapBattlegear(this.state, uidOf(a), uidOf(b));
  }
  swapAttackDeckAndDiscard(): void { if (!this.layer) swapAttackDeckAndDiscard(this.state, this.from.controller); }
  costX(): number { return this.from.x ?? 0; }
  eventAmount(): number { return this.from.amount ?? 0; }
  eventAttackElements(): readonly Element[] { return this.from.attackElements ?? []; }
  countersSpent(): number { return this.from.paid ?? 0; }
  lastAttackDamage(): number { return lastAttackDamage(this.state); }

  hasAbility(creature: CreatureRef, kind: string): boolean {
    const uid = uidOf(creature);
    return this.stats.keywords(uid).some((a) => a.kind === kind) || (kind === 'infected' && this.m.infected.includes(uid));
  }

  modifyThisAttackDamage(delta: number): void { if (this.attack && !this.layer) (this.attackDeltas ??= []).push(delta); }
  modifyMugicDamageTo(creature: CreatureRef, delta: number, duration: Duration): void { this.addRule({ kind: 'mugic-damage-to', uid: uidOf(creature), delta, until: until(duration) }); }
  failsChallenges(creature: CreatureRef): boolean {
    const uid = uidOf(creature);
    return this.stats.prohibits('win-challenges', uid);
  }
  canGainMugicCounters(creature: CreatureRef): boolean {
    const uid = uidOf(creature);
    return !this.stats.prohibits('gain-mugic-counters', uid);
  }
  modifyNextPlayedAttack(delta: number, duration: Duration): void {
    if (!this.layer) this.addRule({ kind: 'next-attack-set', uid: -1, amount: null, delta, after: this.m.nextItemId, until: until(duration) });
  }
  gainSubtype(creature: CreatureRef, subtype: string, duration: Duration): void { this.addRule({ kind: 'subtype', uid: uidOf(creature), subtype, until: until(duration) }); }
  capAttackDamage(max: number, to: CreatureRef | undefined, duration: Duration): void {
    if (to !== undefined) { this.addRule({ kind: 'attack-damage-cap', uid: uidOf(to), max, until: until(duration) }); return; }
    if (this.attack && !this.layer) this.attackCap = Math.min(this.attackCap ?? max, max);
  }
  gearFaceUp(creature: CreatureRef): boolean | undefined { return this.m.gear[uidOf(creature)]?.faceUp; }
  damageOf(creature: CreatureRef): number { return this.state.creatures[uidOf(creature)].damage; }
  abilityValue(creature: CreatureRef, kind: string): number { return abilityValue(this.stats, uidOf(creature), kind); }
  hasBattlegear(creature: CreatureRef, subtype?: string, name?: string): boolean { return hasBattlegear(this.state, this.ctx, uidOf(creature), subtype, name); }
  activeLocationController(): 'you' | 'opponent' | undefined { return activeLocationController(this.state, this.from.controller); }
  handSize(hand: 'mugic' | 'attack', whose: 'you' | 'opponent'): number { return handSize(this.state, hand, whose === 'you' ? this.from.controller : ((1 - this.from.controller) as Seat)); }
  scanned(creature: CreatureRef, stat: Stat): number { return scanned(this.state, uidOf(creature), stat); }
  mugicAbility(creature: CreatureRef): number { return this.state.creatures[uidOf(creature)].mugicAbility; }
  activeLocationInitiative(): string | undefined { return activeLocationInitiative(this.state, this.ctx); }
  isYourTurn(): boolean { return this.state.active === this.from.controller; }
  expendedElement(): Element | undefined { return this.from.expended; }
  succeedsChecks(creature: CreatureRef): boolean { return this.stats.hasRuleMod('succeed-checks', uidOf(creature)); }
  failsChecks(creature: CreatureRef): boolean { return this.stats.hasRuleMod('fail-checks', uidOf(creature)); }
  moveBattlegear(from: CreatureRef, to: CreatureRef): void {
    if (this.layer) return;
    setGear(this.m, uidOf(to), this.m.gear[uidOf(from)]);
    setGear(this.m, uidOf(from), null);
  }
  battlegearCardsInDiscard(players: 'you' | 'each'): number {
    noteInnateRead(READ_DISCARD);
    const seats: Seat[] = players === 'each' ? [0, 1] : [this.from.controller];
    return seats.reduce((n: number, seat) => n + this.state.zones[seat].generalDiscard.filter((id) => this.ctx.cards.byId(id)?.type === 'Battlegear').length, 0);
  }
  creatureCardsInDiscard(players: 'you' | 'each', tribes?: readonly Tribe[], subtype?: string): number {
    noteInnateRead(READ_DISCARD);
    const seats: Seat[] = players === 'each' ? [0, 1] : [this.from.controller];
    return seats.reduce((n: number, seat) => n + this.state.zones[seat].generalDiscard.filter((id) => {
      const card = this.ctx.cards.byId(id);
      return card?.type === 'Creature' && (!tribes || tribes.includes(card.tribe)) && (subtype === undefined || card.subtypes.includes(subtype));
    }).length, 0);
  }

  dealDamage(target: CreatureRef, amount: number): void {
    if (this.layer) return;
    let uid = uidOf(target);
    // CR 8.6.2.2: an attack's own text adds to the attack's damage to the opposing engaged creature.
    if (this.attack && uid === this.engaged((1 - this.from.controller) as Seat)) { this.attackExtra += amount; return; }
    // Symphony of Shielding: a Mugic whose damage was replaced deals that instead (CR 8.8.2).
    const rawDealt = this.from.mugic ? (mugicItemDamage(this.state, this.from.itemId) ?? mugicDamage(this.stats, this.from.source, uidOf(target), amount, this.from.mugicCard)) : amount;
    uid = redirectedTo(this.stats, uid); // non-attack damage dealt to another creature instead (Porthyn, Gaffat-ra)
    // Damage an Attack Card's text deals is attack damage; any other is non-attack damage (Royal Mipedian Academy of Melee Arts).
    // "All damage dealt to X" changes the damage of an attack's text to another creature too (CR 8.5.4).
    const dealt = this.attack ? attackTextDamage(this.stats, uid, rawDealt) : nonAttackDamage(this.stats, uid, rawDealt);
    if (dealt > 0) this.state.creatures[uid].damage += dealt; // CR 8.5.5: never less than 0
    // "When Gimwei is dealt 20 or more damage from a single source": this mugic or ability is one source.
    if (dealt > 0 && this.state.creatures[uid].space !== null) {
      addCombatTriggers(this.state, this.ctx, [{ kind: 'dealt-damage', creature: uid, amount: dealt, ...(this.from.source !== null ? { other: this.from.source } : {}) }], this.stats);
    }
  }

  /** CR 8.5.6: destroyed like a creature whose damage reached its Energy (the defeat check follows). */
  destroyCreature(creature: CreatureRef): void {
    if (this.layer) return;
    const uid = uidOf(creature);
    const c = this.state.creatures[uid];
    if (c.space !== null) c.damage = Math.max(c.damage, this.stats.stat(uid, 'energy'), 1);
  }

  heal(target: CreatureRef, amount: number): void {
    if (this.layer) return;
    const uid = uidOf(target);
    if (this.stats.prohibits('be-healed', uid)) return;
    const c = this.state.creatures[uid];
    c.damage = Math.max(0, c.damage - Math.max(0, amount + healingDelta(this.stats, uid)));
  }

  modifyStat(target: CreatureRef, stat: Stat, delta: number, duration: Duration): void {
    if (stat === 'energy' && delta < 0 && this.from.mugic && energyKeptFromMugic(this.stats, uidOf(target))) return;
    // Galmedar: "cannot … gain Energy from non-innate abilities" (innate text goes to the layer).
    if (stat === 'energy' && delta > 0 && !this.layer && this.stats.prohibits('gain-energy', uidOf(target))) return;
    if (stat !== 'energy' && !this.layer && disciplinesLocked(this.stats, uidOf(target))) return;
    (this.layer?.mods ?? this.m.mods).push({ uid: uidOf(target), stat, delta, until: until(duration) });
    // One event per creature for what one source does ("loses 10 in all Disciplines" reduces four at once).
    if (this.layer || delta >= 0 || stat === 'energy' || this.reduced?.has(uidOf(target))) return;
    (this.reduced ??= new Set()).add(uidOf(target));
    raiseStateEvent(this.state, this.ctx, { kind: 'disciplines-reduced', creature: uidOf(target), by: this.from.controller });
  }

  setElement(target: CreatureRef, element: Element, has: boolean, duration: Duration, locked = false): void {
    if (!this.layer && elementChangeBarred(this.stats, uidOf(target), has)) return;
    (this.layer?.elementMods ?? this.m.elementMods).push({ uid: uidOf(target), element, has, until: until(duration), ...(locked ? { locked } : {}) });
  }

  grantAbility(target: CreatureRef, ability: Ability, duration: Duration): void {
    (this.layer?.granted ?? this.m.granted).push({ uid: uidOf(target), ability, until: until(duration) });
  }


  setHive(on: boolean): void {
    if (this.layer) return;
    // "Hive cannot be Deactivated" (Infight).
    if (!on && this.stats.prohibitions().some((b) => b.action === 'deactivate-hive')) return;
    // "Hive cannot be Activated again this turn" (Faash).
    if (on && this.stats.prohibitions().some((b) => b.action === 'activate-hive')) return;
    const was = this.m.hive;
    this.m.hive = on;
    if (on && !was) raiseStateEvent(this.state, this.ctx, { kind: 'hive-activated' });
  }

  infect(target: CreatureRef): void {
    const uid = uidOf(target);
    if (!this.layer && !this.m.infected.includes(uid) && !cannotBeInfected(this.stats, uid)) this.m.infected.push(uid);
  }

  uninfect(target: CreatureRef): void {
    if (!this.layer) this.m.infected = this.m.infected.filter((u) => u !== uidOf(target));
  }

  /** `over`: to the other side from how it lies now. */
  flipBattlegear(of: CreatureRef, face: 'up' | 'down' | 'over'): void {
    const gear = this.m.gear[uidOf(of)];
    if (this.layer || !gear) return;
    const was = gear.faceUp;
    if (was && face !== 'up' && this.banned('flip-gear-face-down', uidOf(of))) return;
    const down = was && face !== 'up' ? findStateTriggers(this.state, this.ctx, { kind: 'battlegear-flipped-face-down', creature: uidOf(of) }) : [];
    if (!was && face !== 'down') declareRevealedGear(this.state, uidOf(of));
    const shown = this.m.gear[uidOf(of)]!;
    setFaceUp(shown, face === 'over' ? !shown.faceUp : face === 'up');
    if (shown.faceUp && !was) raiseStateEvent(this.state, this.ctx, { kind: 'battlegear-flipped-face-up', creature: uidOf(of) });
    pushStateTriggers(this.state, this.ctx, down);
  }

  destroyBattlegear(of: CreatureRef, sacrifice = false): void {
    const uid = uidOf(of);
    const gear = this.m.gear[uid];
    if (this.layer || !gear) return;
    // "Battlegear cannot be destroyed" (Bahrakatan); a sacrifice cannot be prevented (glossary Sacrifice).
    if (!sacrifice && this.stats.prohibitions().some((b) => b.action === 'destroy-battlegear')) return;
    const fromFaceUp = findGearLeaving(this.state, this.ctx, uid);
    this.state.zones[this.state.creatures[uid].owner].generalDiscard.push(gear.card);
    setGear(this.m, uid, null);
    pushStateTriggers(this.state, this.ctx, fromFaceUp);
  }

  addNamedCounters(target: CreatureRef, name: string, amount: number): void {
    if (this.layer || amount <= 0) return;
    const key = `${uidOf(target)}:${name}`;
    (this.m.named ??= {})[key] = (this.m.named[key] ?? 0) + amount;
  }

  namedCounters(target: CreatureRef, name: string): number {
    return this.m.named?.[`${uidOf(target)}:${name}`] ?? 0;
  }

  addMugicCounters(target: CreatureRef, amount: number): number {
    if (this.layer || amount <= 0) return 0;
    const uid = uidOf(target);
    if (this.stats.prohibits('gain-mugic-counters', uid)) return 0;
    this.m.counters[uid] += amount;
    // One event however many counters: "has a Mugic counter put on it" triggers once per put.
    raiseStateEvent(this.state, this.ctx, { kind: 'mugic-counter-put-on', creature: uid });
    return amount;
  }

  removeMugicCounters(target: CreatureRef, amount: number): number {
    if (this.layer) return 0;
    const uid = uidOf(target);
    const taken = Math.min(this.m.counters[uid], Math.max(0, amount));
    this.m.counters[uid] -= taken;
    if (taken > 0) raiseStateEvent(this.state, this.ctx, { kind: 'mugic-counter-removed', creature: uid });
    return taken;
  }

  /** The destination is the controller's choice (`choices`); by default the first free space listed. */
  relocate(target: CreatureRef, destination: 'adjacent-unoccupied' | 'any-unoccupied'): void {
    if (this.layer || this.state.combat || this.banned('be-relocated', uidOf(target)) || this.banned('move-to-unoccupied', uidOf(target))) return;
    const c = this.state.creatures[uidOf(target)];
    if (c.space === null) return;
    const spaces = destination === 'any-unoccupied' ? this.state.board.map((_, i) => i) : boardFor(this.state.size).adjacent[c.space];
    const free = spaces.filter((s) => this.state.board[s] === null);
    const picked = this.ask('space', free.map(String));
    if (picked === undefined) return;
    const to = Number(picked);
    this.state.board[c.space] = null;
    this.state.board[to] = c.uid;
    setSpace(c, to);
  }

  /** Damage of the creature's first attack this combat, as Strike X does (glossary). */
  modifyFirstAttackDamage(creature: CreatureRef, delta: number, duration: Duration): void {
    // A reduction is not a negative Strike (copies of Strike add up and floor at 0): it is a reduction of that attack (CR 8.5.4).
    if (delta < 0) { this.addRule({ kind: 'first-attack-damage-by', uid: uidOf(creature), delta, until: until(duration) }); return; }
    (this.layer?.granted ?? this.m.granted).push({ uid: uidOf(creature), ability: { kind: 'strike', x: delta }, until: until(duration) });
  }

  /** CR 8.2: removes the most recent matching item below this one from the burst. */
  negate(what: Negatable, tribes: readonly string[], targeting?: CreatureRef, toHand = false): boolean {
    if (this.layer) return false;
    const burst = this.m.burst;
    for (let i = burst.length - 1; i >= 0; i--) {
      const item = burst[i];
      if (item.id === this.from.itemId || !mayNegate(this.state, this.ctx, this.stats, item, what, tribes, targeting === undefined ? undefined : uidOf(targeting))) continue;
      burst.splice(i, 1);
      // A negated attack goes to its Attack Discard pile (CR 8.2.3.2) and deals no damage.
      if (item.kind === 'attack') this.state.zones[item.controller].attackDiscard.push(item.card);
      // Cadence Clash: "return that card to its controller's hand".
      else if (item.kind === 'mugic' && toHand) this.m.mugicHand[item.controller].push(item.card);
      else if (item.kind === 'mugic') {
        this.state.zones[item.controller].generalDiscard.push(item.card);
        raiseStateEvent(this.state, this.ctx, { kind: 'mugic-to-discard' });
      }
      return true;
    }
    return false;
  }

  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration, sharedElement = false, all = false): void {
    (this.layer?.damageMods ?? this.m.damageMods).push({
      delta, elements: [...elements], disciplines: [...disciplines], uid: to === undefined ? null : uidOf(to), until: until(duration), ...(sharedElement ? { shared: true } : {}), ...(all ? { all: true } : {}),
    });
  }

  prohibit(action: Prohibited, who: CreatureRef | undefined, duration: Duration): void {
    (this.layer?.prohibitions ?? this.m.prohibitions).push({ action, uid: who === undefined ? null : uidOf(who), until: until(duration) });
  }
}

/**
 * CR 8.7.1.2–8.7.1.4 / 8.9.2: innate text of creatures, their face-up battlegear and the
 * active location, in that order, as one layer of modifications.
 */
export function collectStatics(state: ChaoticState, ctx: EngineContext, stats: Stats): StaticLayer {
  const layer: StaticLayer = { mods: [], elementMods: [], granted: [], damageMods: [], prohibitions: [], ruleMods: [] };
  const gear = state.masters!.gear;
  for (const creature of state.creatures) {
    if (creature.space === null) continue;
    // As `innateOf`: the creature's text, then its battlegear's. Cards without innate text in either box are passed over unread (replay speed: most have none).
    // One context serves all the creature's lines: collecting, a context keeps nothing from one line to the next.
    let source: EngineEffectContext | null = null;
    // As `creatureEffects`: the Brainwashed box while the Minion is Brainwashed (CR 9.2.2).
    const own = innateTextOf(ctx, creature.card);
    if (own !== null) {
      for (const effect of brainwashed(state, creature.uid, ctx) ? own.brainwashed : own.normal) {
        safeApply((source ??= new EngineEffectContext(state, ctx, stats, { controller: creature.owner, source: creature.uid, targets: [] }, layer)), effect);
      }
    }
    const equipped = gear[creature.uid];
    const worn = equipped === null ? null : innateTextOf(ctx, equipped.card);
    if (worn !== null && worn.normal.length > 0 && gearActive(state, ctx, creature.uid)) {
      for (const effect of worn.normal) {
        safeApply((source ??= new EngineEffectContext(state, ctx, stats, { controller: creature.owner, source: creature.uid, targets: [] }, layer)), effect);
      }
    }
  }
  for (const { effect, owner } of discardStatics(state, ctx)) {
    safeApply(new EngineEffectContext(state, ctx, stats, { controller: owner, source: null, targets: [], fromDiscard: true }, layer), effect);
  }
  const location = state.activeLocation;
  if (location) {
    for (const effect of locationEffects(state, ctx)) {
      if (effect.kind !== 'automated' || effect.timing.kind !== 'static' || effect.mirage) continue;
      safeApply(new EngineEffectContext(state, ctx, stats, { controller: location.owner, source: null, targets: [] }, layer), effect);
    }
  }
  // CR 9.3.5: the Mirage on the battleboard applies its Mirage text (to creatures in its space), under its owner.
  const mirage = state.masters!.mirage;
  if (mirage) {
    for (const effect of ctx.effects(mirage.card).normal) {
      if (effect.kind !== 'automated' || effect.timing.kind !== 'static' || !effect.mirage) continue;
      safeApply(new EngineEffectContext(state, ctx, stats, { controller: mirage.owner, source: null, targets: [] }, layer), effect);
    }
  }
  return layer;
}

/** The runtime as the layers below it reach it (`EngineContext.runtime`, wired by `createContext`). */
export const effectRuntime: EffectRuntime = {
  collectStatics,
  probe: (state, ctx, stats, from) => new EngineEffectContext(state, ctx, stats, from),
};

/** Damage an attack's text deals a creature other than the one it is played against: attack damage, changed only by "all damage" text. */
function attackTextDamage(stats: Stats, uid: number, amount: number): number {
  const all = allDamageDeltas(stats, uid, amount);
  return all.length === 0 ? amount : modifyDamage(amount, all);
}
