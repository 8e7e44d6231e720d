import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { CreatureRef, EffectContext } from './effect-context';
import type { CreatureFilter, Duration, Subject } from './effect-types';
import type { Arrangement, DeckKind, Players, Prohibited } from './verb-calls';

/** One creature of the tiny board: current stats, damage and state. */
export interface FakeCreature {
  readonly id: CreatureRef;
  readonly controller: 'you' | 'opponent';
  name?: string;
  subtypes?: string[];
  tribe: Tribe;
  engaged: boolean;
  stats: Record<Stat, number>;
  damage: number;
  mugicCounters: number;
  elements: Element[];
  abilities: Ability[];
  removed: string[];
  infected: boolean;
  gear?: { face: 'up' | 'down' } | null;
}

/**
 * A tiny in-memory game for the effect seam: a handful of creatures, two decks and a
 * log of every call. The engine's own context replaces it in play; this one lets each
 * verb be tested with exact numbers.
 */
export class InMemoryEffectContext implements EffectContext {
  readonly log: string[] = [];
  hive = false;
  readonly decks: Record<DeckKind, string[]> = { attack: [], location: [] };
  /** Chosen targets, by index (CR 8.4.1.3). */
  targets: CreatureRef[] = [];
  self?: CreatureRef;
  equipped?: CreatureRef;
  caster?: CreatureRef;

  constructor(readonly creatures: FakeCreature[]) {}

  creature(id: CreatureRef): FakeCreature {
    const c = this.creatures.find((x) => x.id === id);
    if (!c) throw new Error(`no creature ${id}`);
    return c;
  }

  select(s: Subject): readonly CreatureRef[] {
    switch (s.select) {
      case 'self':
        return this.self ? [this.self] : [];
      case 'equipped':
        return this.equipped ? [this.equipped] : [];
      case 'caster':
        return this.caster ? [this.caster] : [];
      case 'your-engaged':
        return this.creatures.filter((c) => c.engaged && c.controller === 'you').map((c) => c.id);
      case 'opposing-engaged':
        return this.creatures.filter((c) => c.engaged && c.controller === 'opponent').map((c) => c.id);
      case 'target':
        return this.targets[s.index] ? [this.targets[s.index]] : [];
      case 'all':
        return this.creatures.filter((c) => matches(c, s.filter, this.creatures)).map((c) => c.id);
      default: {
        const never: never = s;
        throw new Error(`unknown subject ${JSON.stringify(never)}`);
      }
    }
  }

  stat(id: CreatureRef, stat: Stat | 'mugic-counters'): number {
    const c = this.creature(id);
    return stat === 'mugic-counters' ? c.mugicCounters : c.stats[stat];
  }
  hasElement(id: CreatureRef, element: Element): boolean {
    return this.creature(id).elements.includes(element);
  }
  hiveActive(): boolean {
    return this.hive;
  }
  tribe(id: CreatureRef): Tribe {
    return this.creature(id).tribe;
  }
  dealDamage(id: CreatureRef, amount: number): void {
    this.creature(id).damage += amount;
    this.log.push(`damage ${id} ${amount}`);
  }
  heal(id: CreatureRef, amount: number): void {
    const c = this.creature(id);
    c.damage = Math.max(0, c.damage - amount);
    this.log.push(`heal ${id} ${amount}`);
  }
  modifyStat(id: CreatureRef, stat: Stat, delta: number, duration: Duration): void {
    const c = this.creature(id);
    c.stats[stat] = Math.max(0, c.stats[stat] + delta); // CR 8.7.2.4: never below 0
    this.log.push(`stat ${id} ${stat} ${delta} ${duration}`);
  }
  setElement(id: CreatureRef, element: Element, has: boolean, duration: Duration): void {
    const c = this.creature(id);
    c.elements = has ? [...new Set([...c.elements, element])] : c.elements.filter((e) => e !== element);
    this.log.push(`${has ? 'gain' : 'lose'}-element ${id} ${element} ${duration}`);
  }
  grantAbility(id: CreatureRef, ability: Ability, duration: Duration): void {
    this.creature(id).abilities.push(ability);
    this.log.push(`grant ${id} ${ability.kind} ${duration}`);
  }
  removeAbility(id: CreatureRef, ability: string, duration: Duration): void {
    this.creature(id).removed.push(ability);
    this.log.push(`remove-ability ${id} ${ability} ${duration}`);
  }
  setHive(on: boolean): void {
    this.hive = on;
    this.log.push(`hive ${on ? 'on' : 'off'}`);
  }
  infect(id: CreatureRef): void {
    this.creature(id).infected = true;
    this.log.push(`infect ${id}`);
  }
  uninfect(id: CreatureRef): void {
    this.creature(id).infected = false;
    this.log.push(`uninfect ${id}`);
  }
  flipBattlegear(id: CreatureRef, face: 'up' | 'down'): void {
    const c = this.creature(id);
    if (c.gear) c.gear.face = face;
    this.log.push(`flip ${id} ${face}`);
  }
  destroyBattlegear(id: CreatureRef): void {
    this.creature(id).gear = null;
    this.log.push(`destroy-gear ${id}`);
  }
  addMugicCounters(id: CreatureRef, amount: number): number {
    this.creature(id).mugicCounters += amount;
    this.log.push(`counters ${id} +${amount}`);
    return amount;
  }
  removeMugicCounters(id: CreatureRef, amount: number): number {
    const c = this.creature(id);
    const removed = Math.min(amount, c.mugicCounters);
    c.mugicCounters -= removed;
    this.log.push(`counters ${id} -${removed}`);
    return removed;
  }
  relocate(id: CreatureRef, destination: 'adjacent-unoccupied' | 'any-unoccupied'): void {
    this.log.push(`relocate ${id} ${destination}`);
  }
  returnMugicToHand(players: Players, optional: boolean): void {
    this.log.push(`return-mugic ${players}${optional ? ' optional' : ''}`);
  }
  discardMugic(players: Players, count: number): void {
    this.log.push(`discard-mugic ${players} ${count}`);
  }
  modifyMugicCost(delta: number, tribes: readonly string[], duration: Duration): void {
    this.log.push(`mugic-cost ${delta} ${tribes.join('|')} ${duration}`);
  }
  allowMugicTribes(id: CreatureRef, tribes: readonly string[], duration: Duration): void {
    this.log.push(`allow-mugic ${id} ${tribes.join('|') || 'any'} ${duration}`);
  }
  modifyFirstAttackDamage(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`first-attack ${id} ${delta} ${duration}`);
  }
  negate(what: 'mugic' | 'mugic-or-ability', tribes: readonly string[]): void {
    this.log.push(`negate ${what} ${tribes.join('|')}`);
  }
  lookAtTopOfDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[], count: number, arrangement: Arrangement): void {
    // The tiny context plays the simplest legal choice: the first card stays on top.
    if (arrangement === 'one-top-rest-bottom' && decks.length === 1) {
      const deck = this.decks[decks[0]];
      const looked = deck.splice(0, count);
      deck.unshift(looked[0]);
      deck.push(...looked.slice(1));
    }
    this.log.push(`look ${owner} ${decks.join('|')} ${count} ${arrangement}`);
  }
  shuffleDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void {
    this.log.push(`shuffle ${owner} ${decks.join('|')}`);
  }
  drawAttack(count: number): void {
    this.log.push(`draw-attack ${count}`);
  }
  discardAttack(count: number): void {
    this.log.push(`discard-attack ${count}`);
  }
  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`attack-damage ${delta} ${[...elements, ...disciplines].join('|') || 'any'} ${to ?? 'any'} ${duration}`);
  }
  hasAbility(id: CreatureRef, kind: string): boolean {
    return this.creature(id).abilities.some((a) => a.kind === kind);
  }
  prohibit(action: Prohibited, who: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`prohibit ${action} ${who ?? 'all'} ${duration}`);
  }
}

function matches(c: FakeCreature, f: CreatureFilter, board: readonly FakeCreature[]): boolean {
  if (f.ability !== undefined && !c.abilities.some((a) => a.kind === f.ability)) return false;
  if (f.comparedToOpponent) {
    const foe = board.find((o) => o.engaged && o.controller !== c.controller);
    if (!c.engaged || !foe) return false;
    const [mine, theirs] = [c.stats[f.comparedToOpponent.stat], foe.stats[f.comparedToOpponent.stat]];
    if (f.comparedToOpponent.relation === 'higher' ? mine <= theirs : mine >= theirs) return false;
  }
  if (f.controller && c.controller !== f.controller) return false;
  if (f.engaged !== undefined && c.engaged !== f.engaged) return false;
  if (f.name !== undefined && c.name !== f.name) return false;
  if (f.subtype !== undefined && !(c.subtypes ?? []).includes(f.subtype)) return false;
  if (f.infected !== undefined && c.infected !== f.infected) return false;
  if (f.tribes && !f.tribes.includes(c.tribe)) return false;
  if (f.elements && !f.elements.some((e) => c.elements.includes(e))) return false;
  return true;
}

/** A creature for tests: 50 in every discipline, 50 energy, no damage. */
export function fakeCreature(id: string, controller: 'you' | 'opponent', over: Partial<FakeCreature> = {}): FakeCreature {
  return {
    id, controller, tribe: 'OverWorld', engaged: false, damage: 0, mugicCounters: 0, elements: [], abilities: [], removed: [], infected: false,
    gear: { face: 'down' }, stats: { courage: 50, power: 50, wisdom: 50, speed: 50, energy: 50 }, ...over,
  };
}
