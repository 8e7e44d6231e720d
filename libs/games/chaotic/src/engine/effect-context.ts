import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { EffectContext, CreatureRef } from '../effects/effect-context';
import type { CreatureFilter, Duration, Subject } from '../effects/effect-types';
import type { Prohibited } from '../effects/verb-calls';
import { boardFor } from './board';
import { EngineContext } from './context';
import { DamageMod, ElementMod, GrantMod, Prohibition, RuleMod, StatMod } from './masters-state';
import { innateOf, Stats } from './stats';
import { ChaoticState, Seat } from './types';
import { safeApply } from './effect-unmodelled';
import { RuleEffects, until } from './effect-rules';
import { matchesFilter } from './filter-match';
import { locationEffects } from './text-active';
import { mugicUntargetable } from './retarget';
import { healingDelta, mugicDamage } from './rule-mods';

/** Who an effect belongs to and what it was played with. */
export interface EffectSource {
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
  /** Damage an attack's text adds to the attack (CR 8.6.2.2) instead of dealing it apart. */
  attackExtra = 0;

  constructor(
    state: ChaoticState,
    ctx: EngineContext,
    private readonly stats: Stats,
    from: EffectSource,
    layer: StaticLayer | null = null,
    private readonly attack = false,
  ) {
    super(state, ctx, from, layer);
  }

  /** "If a player controls …, that player can …": "you" is that creature's controller while `run` runs. */
  asControllerOf(creature: CreatureRef, run: () => void): void {
    const saved = this.from;
    this.from = { ...saved, controller: this.state.creatures[uidOf(creature)].owner };
    try { run(); } finally { this.from = saved; }
  }

  private engaged(seat: Seat): number | undefined {
    const combat = this.state.combat;
    if (!combat) return undefined;
    return this.state.creatures[combat.attacker].owner === seat ? combat.attacker : combat.defender;
  }

  private matches(uid: number, filter: CreatureFilter): boolean {
    return matchesFilter(this.state, this.stats, this.from.controller, uid, filter, this.from.source);
  }

  select(subject: Subject): readonly CreatureRef[] {
    const alive = (uid: number | null | undefined) => (uid !== null && uid !== undefined && this.state.creatures[uid].space !== null ? [String(uid)] : []);
    switch (subject.select) {
      case 'self':
      case 'equipped':
      case 'caster':
        return alive(this.from.source);
      case 'trigger-creature': return alive(this.from.about);
      case 'your-engaged': return alive(this.engaged(this.from.controller));
      case 'opposing-engaged': return alive(this.engaged((1 - this.from.controller) as Seat));
      case 'target': {
        // CR 8.5.2: a target no longer legal is not affected.
        const uid = this.from.targets[subject.index];
        return uid !== undefined && this.matches(uid, subject.filter) ? [String(uid)] : [];
      }
      case 'all': return this.state.creatures.filter((c) => this.matches(c.uid, subject.filter)).map((c) => String(c.uid));
      // A subject kind newer than this engine names nobody: the effect then does nothing.
      default: return [];
    }
  }

  stat(creature: CreatureRef, stat: Stat | 'mugic-counters'): number { return this.stats.stat(uidOf(creature), stat); }
  hasElement(creature: CreatureRef, element: Element): boolean { return this.stats.hasElement(uidOf(creature), element); }
  tribe(creature: CreatureRef): Tribe { return this.stats.tribe(uidOf(creature)); }
  hiveActive(): boolean { return this.m.hive; }

  hasAbility(creature: CreatureRef, kind: string): boolean {
    const uid = uidOf(creature);
    return this.stats.keywords(uid).some((a) => a.kind === kind) || (kind === 'infected' && this.m.infected.includes(uid));
  }

  dealDamage(target: CreatureRef, amount: number): void {
    if (this.layer) return;
    const uid = uidOf(target);
    // CR 8.6.2.2: an attack's own text adds to the attack's damage to the opposing engaged creature.
    if (this.attack && uid === this.engaged((1 - this.from.controller) as Seat)) { this.attackExtra += amount; return; }
    const dealt = this.from.mugic ? mugicDamage(this.stats, this.from.source, uid, amount) : amount;
    if (dealt > 0) this.state.creatures[uid].damage += dealt; // CR 8.5.5: never less than 0
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
    if (this.stats.prohibitions().some((b) => b.action === 'be-healed' && (b.uid === null || b.uid === uid))) return;
    const c = this.state.creatures[uid];
    c.damage = Math.max(0, c.damage - Math.max(0, amount + healingDelta(this.stats, uid)));
  }

  modifyStat(target: CreatureRef, stat: Stat, delta: number, duration: Duration): void {
    (this.layer?.mods ?? this.m.mods).push({ uid: uidOf(target), stat, delta, until: until(duration) });
  }

  setElement(target: CreatureRef, element: Element, has: boolean, duration: Duration): void {
    (this.layer?.elementMods ?? this.m.elementMods).push({ uid: uidOf(target), element, has, until: until(duration) });
  }

  grantAbility(target: CreatureRef, ability: Ability, duration: Duration): void {
    (this.layer?.granted ?? this.m.granted).push({ uid: uidOf(target), ability, until: until(duration) });
  }


  setHive(on: boolean): void { if (!this.layer) this.m.hive = on; }

  infect(target: CreatureRef): void {
    const uid = uidOf(target);
    if (!this.layer && !this.m.infected.includes(uid)) this.m.infected.push(uid);
  }

  uninfect(target: CreatureRef): void {
    if (!this.layer) this.m.infected = this.m.infected.filter((u) => u !== uidOf(target));
  }

  flipBattlegear(of: CreatureRef, face: 'up' | 'down'): void {
    const gear = this.m.gear[uidOf(of)];
    if (!this.layer && gear) gear.faceUp = face === 'up';
  }

  destroyBattlegear(of: CreatureRef): void {
    const uid = uidOf(of);
    const gear = this.m.gear[uid];
    if (this.layer || !gear) return;
    this.state.zones[this.state.creatures[uid].owner].generalDiscard.push(gear.card);
    this.m.gear[uid] = null;
  }

  addMugicCounters(target: CreatureRef, amount: number): number {
    if (this.layer || amount <= 0) return 0;
    this.m.counters[uidOf(target)] += amount;
    return amount;
  }

  removeMugicCounters(target: CreatureRef, amount: number): number {
    if (this.layer) return 0;
    const uid = uidOf(target);
    const taken = Math.min(this.m.counters[uid], Math.max(0, amount));
    this.m.counters[uid] -= taken;
    return taken;
  }

  /** The destination is the controller's choice (`choices`); by default the first free space listed. */
  relocate(target: CreatureRef, destination: 'adjacent-unoccupied' | 'any-unoccupied'): void {
    if (this.layer || this.state.combat) return;
    const c = this.state.creatures[uidOf(target)];
    if (c.space === null) return;
    const spaces = destination === 'any-unoccupied' ? this.state.board.map((_, i) => i) : boardFor(this.state.size).adjacent[c.space];
    const free = spaces.filter((s) => this.state.board[s] === null);
    const picked = this.ask('space', free.map(String));
    if (picked === undefined) return;
    const to = Number(picked);
    this.state.board[c.space] = null;
    this.state.board[to] = c.uid;
    c.space = to;
  }

  /** Damage of the creature's first attack this combat, as Strike X does (glossary). */
  modifyFirstAttackDamage(creature: CreatureRef, delta: number, duration: Duration): void {
    (this.layer?.granted ?? this.m.granted).push({ uid: uidOf(creature), ability: { kind: 'strike', x: delta }, until: until(duration) });
  }

  /** CR 8.2: removes the most recent matching item below this one from the burst. */
  negate(what: 'mugic' | 'mugic-or-ability', tribes: readonly string[], targeting?: CreatureRef): void {
    if (this.layer) return;
    const burst = this.m.burst;
    for (let i = burst.length - 1; i >= 0; i--) {
      const item = burst[i];
      if (item.id === this.from.itemId || item.kind === 'attack') continue;
      if (item.kind === 'mugic' && mugicUntargetable(this.stats)) continue; // glossary Untargetable
      const card = this.ctx.cards.byId(item.card);
      if (item.kind !== 'mugic' && what === 'mugic') continue;
      if (tribes.length > 0 && !(card && 'tribe' in card && tribes.includes(card.tribe))) continue;
      if (targeting !== undefined && !item.targets.includes(uidOf(targeting))) continue;
      burst.splice(i, 1);
      if (item.kind === 'mugic') this.state.zones[item.controller].generalDiscard.push(item.card);
      return;
    }
  }

  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration): void {
    (this.layer?.damageMods ?? this.m.damageMods).push({ delta, elements: [...elements], disciplines: [...disciplines], uid: to === undefined ? null : uidOf(to), until: until(duration) });
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
  for (const creature of state.creatures) {
    if (creature.space === null) continue;
    for (const { effect } of innateOf(state, ctx, creature.uid)) {
      if (effect.kind !== 'automated') continue;
      safeApply(new EngineEffectContext(state, ctx, stats, { controller: creature.owner, source: creature.uid, targets: [] }, layer), effect);
    }
  }
  const location = state.activeLocation;
  if (location) {
    for (const effect of locationEffects(state, ctx)) {
      if (effect.kind !== 'automated' || effect.timing.kind !== 'static') continue;
      safeApply(new EngineEffectContext(state, ctx, stats, { controller: location.owner, source: null, targets: [] }, layer), effect);
    }
  }
  return layer;
}
