import type { CreatureState,Seat } from './types';

const DISCIPLINES: Record<string, 'courage' | 'power' | 'wisdom' | 'speed'> = {
  courage: 'courage', power: 'power', wisdom: 'wisdom', speed: 'speed',
};
const ELEMENTS = new Set(['Fire', 'Air', 'Earth', 'Water']);
const TRIBES = new Set(['OverWorld', 'UnderWorld', 'Danian', 'Mipedian', "M'arrillian"]);
/** Initiative lines that depend on card text or abilities, which Apprentice ignores (CR 10.1). */
const TEXT_DEPENDENT = new Set(['Invisibility', 'Past']);

type Measure = (creature: CreatureState) => number;

const BY_DISCIPLINE: Readonly<Record<'courage' | 'power' | 'wisdom' | 'speed', Measure>> = {
  courage: (c) => c.stats.courage, power: (c) => c.stats.power, wisdom: (c) => c.stats.wisdom, speed: (c) => c.stats.speed,
};

/** How a location's "Initiative: X" line scores a creature; higher wins. */
function measureFor(initiative: string): Measure | null {
  const trimmed = initiative.trim();
  const discipline = DISCIPLINES[trimmed.toLowerCase()];
  // One closure per Discipline, each reading its own field (replay speed: `c.stats[discipline]` read four names at one site, a slow lookup at every combat).
  if (discipline) return BY_DISCIPLINE[discipline];
  if (ELEMENTS.has(trimmed)) return (c) => (c.elements.includes(trimmed as never) ? 1 : 0);
  if (TRIBES.has(trimmed)) return (c) => (c.tribe === trimmed ? 1 : 0);
  switch (trimmed) {
    case 'Scanned Energy': return (c) => c.energy;
    case 'Mugic Ability':
    case 'Mugic counters': return (c) => c.mugicAbility;
    case 'Number of Elements': return (c) => c.elements.length;
    case 'Fewest Elements': return (c) => -c.elements.length;
  }
  if (TEXT_DEPENDENT.has(trimmed)) return null;
  // Any other line names a creature subtype (Muge, Warbeast, Chieftain …).
  return (c) => (c.subtypes.includes(trimmed) ? 1 : 0);
}

/** Measures by initiative line: a card set has a few hundred lines, read at every combat (replay speed). */
const measures = new Map<string, Measure | null>();

function knownMeasure(initiative: string): Measure | null {
  let measure = measures.get(initiative);
  if (measure === undefined) measures.set(initiative, (measure = measureFor(initiative)));
  return measure;
}

/**
 * CR 7.2.4.1 for Apprentice: steps 1) Surprise and 2) "loses initiative" are abilities,
 * ignored in Apprentice (CR 10.1); step 3) the active location's initiative line decides;
 * step 4) a tie (or no location) goes to the active player's creature.
 */
export function initiativeSeat(
  initiative: string | null,
  active: Seat,
  activeCreature: CreatureState,
  otherCreature: CreatureState,
): Seat {
  const measure = initiative === null ? null : knownMeasure(initiative);
  if (measure) {
    const a = measure(activeCreature);
    const b = measure(otherCreature);
    if (a > b) return activeCreature.owner;
    if (b > a) return otherCreature.owner;
  }
  return active;
}
