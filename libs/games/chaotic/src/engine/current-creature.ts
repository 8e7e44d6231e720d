import type { Discipline, Element, Tribe } from '../cards/card';
import { grantedSubtypes } from './granted-subtypes';
import type { Stats } from './stats';
import type { CreatureState,Seat } from './types';

/**
 * A creature as its current values are (CR 8.7), each read only when the location's initiative
 * line asks for it (replay speed: a line reads one of them).
 */
export class CurrentCreature implements CreatureState {
  readonly uid: number;
  readonly card: string;
  readonly owner: Seat;
  readonly space: number | null;
  readonly damage: number;
  readonly movedThisTurn: boolean;
  readonly tribe: Tribe;
  readonly energy: number;

  constructor(private readonly current: Stats, uid: number) {
    const c = current.state.creatures[uid];
    this.uid = uid;
    this.card = c.card;
    this.owner = c.owner;
    this.space = c.space;
    this.damage = c.damage;
    this.movedThisTurn = c.movedThisTurn;
    this.tribe = c.tribe;
    this.energy = c.energy;
  }

  get stats(): Record<Discipline, number> { return new CurrentDisciplines(this.current, this.uid); }
  get elements(): Element[] { return this.current.elements(this.uid); }
  get mugicAbility(): number { return this.current.stat(this.uid, 'mugic-counters'); }
  /** Creature Types given "in addition to its other types" count for a subtype initiative (Crown of Aa'une: Chieftain). */
  get subtypes(): readonly string[] {
    const printed = this.current.state.creatures[this.uid].subtypes;
    const extra = grantedSubtypes(this.current, this.uid);
    return extra.length > 0 ? [...printed, ...extra] : printed;
  }
}

class CurrentDisciplines implements Record<Discipline, number> {
  constructor(private readonly current: Stats, private readonly uid: number) {}
  get courage(): number { return this.current.stat(this.uid, 'courage'); }
  get power(): number { return this.current.stat(this.uid, 'power'); }
  get wisdom(): number { return this.current.stat(this.uid, 'wisdom'); }
  get speed(): number { return this.current.stat(this.uid, 'speed'); }
}
