import type { Card } from '../cards/card';
import type { BoundClause, OutcomeKind } from './attest-text-bounds';

/**
 * What attested text could change, read from its words alone when no clause template reads it
 * (engine 1.6.0). Each test below only ever widens a bound: a kind is allowed when any word of it
 * appears, even in a condition or a cost; a number is the largest printed anywhere; and the targets
 * are any creature, since words alone cannot tell whose creature "it" or "that Creature" is, nor
 * whether a creature engaged when the text speaks still is when its outcome is stated. The word
 * lists were tuned against the 149 attested texts of the bundled card set (`attest-word-bounds.spec.ts`).
 */

/**
 * Text whose outcome is another card's or ability's: what that could do is not in these words.
 * "As if" alone is not open: Proboscar moving as if adjacent or Rarran intercepting as though it had
 * Defender change nothing an outcome states; Lore playing Mugic "as if" in hand is open by the Mugic.
 */
const OPEN: readonly RegExp[] = [
  /\bcop(?:y|ies)\b/i, // "Copy target Mugic", "becomes a copy of target opposing Creature"
  /\bplay\b[^.]*\bMugic Cards?\b/i, // plays a Mugic from the discard pile or for free: its text resolves here
  /\bplay the top card\b/i, // an attack played off the deck: its damage and text
  /\bactivate its\b[^.]*\babilities\b/i, // Brainwashed Tartarek using its normal text
  /\bany effect\b/i,
];

/**
 * Words that make a size the text does not print: X, counts, doubling, a replaced event's size, an
 * amount read off another card, a repeat. "would … instead" replaces an event whose size is elsewhere.
 */
const UNPRINTED = /\bX\b|\bfor each\b|\bequal to\b|\btwice\b|\bdouble\b|\bhalf\b|\bthat (?:amount|much|many)\b|\bas much\b|\bthat card's\b|\bScanned\b|\bwould\b|\binstead\b|\bcannot\b|\bagain\b|\bany number\b/i;

/** Damage whose size is another's: an attack's damage made 0 (healing it back is that attack's size), a card's base damage. */
const UNPRINTED_DAMAGE = /\b0 damage\b|\bbase damage\b/i;

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * The largest number printed ("a Mugic counter" is one, "{{MC}}{{MC}}" two), or null when there is
 * none or the size is not printed.
 */
function largestNumber(text: string): number | null {
  if (UNPRINTED.test(text)) return null;
  const counted = text.replace(/(?<!\d\s?)((?:\{\{MC\}\})+)/g, (run: string) => ` ${run.length / '{{MC}}'.length} `);
  const found = [...counted.matchAll(/\b(\d+|[a-z]+)\b/gi)].flatMap(([, w]) => (/^\d+$/.test(w) ? [Number(w)] : w.toLowerCase() in NUMBER_WORDS ? [NUMBER_WORDS[w.toLowerCase()]] : []));
  return found.length > 0 ? Math.max(...found) : null;
}

const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'];
const ELEMENT_WORDS = ['Fire', 'Air', 'Earth', 'Water'];
const KEYWORD_NAMES = /\b(?:Swift|Range|Defender|Strike|Recklessness|Intimidate|Support|Exhaust|Outperform|Surprise|Disarm|Untargetable|Fluidmorph|Invisibility|Hive|(?:Fire|Air|Earth|Water|Element)proof|(?:Fire|Air|Earth|Water) \d+)\b/;

/** Stats the words name: a Discipline by name, "Discipline(s)" for all four (Energy is not one), Energy. */
function statsNamed(text: string): string[] {
  const out = DISCIPLINES.filter((d) => new RegExp(`\\b${d}\\b`, 'i').test(text));
  if (/\bDisciplines?\b/i.test(text)) out.push(...DISCIPLINES);
  if (/\bEnergy\b/i.test(text)) out.push('energy');
  return [...new Set(out)];
}

/**
 * A creature destroyed or sacrificed (what follows names no Battlegear, nor this card when it is
 * not a creature): the outcome has no field for it, so it is stated as damage up to the creature's
 * Energy, whatever that is.
 */
function destroysCreature(text: string, card: Card): boolean {
  return [...text.matchAll(/\b(?:destroy|sacrifice)s?\s+((?:\S+\s*){1,4})/gi)].some(([, object]) => !/\bBattlegear\b/i.test(object) && (card.type === 'Creature' || !object.startsWith(card.name)));
}

/** Each outcome kind and the words without which the text cannot make it. */
const KIND_WORDS: Readonly<Record<Exclude<OutcomeKind, 'stats' | 'elements'>, RegExp>> = {
  damage: /\bdamage\b|\bdeals?\b/i,
  // Healing, restoring, and damage prevented or replaced after it was dealt ("takes 10 less damage", "deals 0 damage").
  healing: /\bheal|\brestore|\bprevent|\bdamage\b[^.]*\b(?:less|reduced?|instead|decrease)\b|\b(?:less|reduced?|reduces?)\b[^.]*\bdamage\b|\b0 damage\b|\bwould (?:take|be dealt) damage\b/i,
  // Mugic counters, and counters as a cost: "{{MC}}", a prototype's "MP".
  counters: /\bMugic counters?\b|\{\{MC\}\}|\bMP\b/i,
  // Cards between the piles the outcome names: hands, decks, discard piles, and what puts cards there.
  moves: /\b(?:discard|deck|hand|draw|return|shuffle|destroy|sacrifice|play|relocate|search|bottom|top card|graveyard|removed? (?:\w+ ){0,6}from the game|placed?|active Location)/i,
  // A quoted ability, a keyword by name, or abilities gained or lost.
  keywords: /"|\b(?:gains?|loses?|has|have|chosen)\b[^.]*\babilit(?:y|ies)\b/i,
  // Infection, Untargetable, Brainwashed, a flip, and Tribes or "Past" a creature counts as.
  status: /\b(?:un)?infect|\buntargetable\b|\bcannot be targeted\b|\bbrainwash|\bflip(?:ped|s)? (?:over|face)|\bTribes?\b|\bPast\b|\bconsidered\b|\bcounts? as\b|\bbelong/i,
};

/** "Air, Water:", "Challenge Power 30:", "Stat Check Speed 75:" before an attack's effect: checks the engine makes, changing nothing. */
const ATTACK_CHECK = /^(?:(?:Fire|Air|Earth|Water|(?:Challenge|Stat Check|Stat Fail) [A-Za-z ,]+ \d+)(?:,\s*|\s+and\s+)?)+:\s*/;

/**
 * The bounds the words of `text` set, or null when its meaning is open (`OPEN`: it plays, copies or
 * activates other text). Each kind the words allow is one clause reaching any creature, in either
 * direction (except damage and healing), up to the largest number printed (null when it prints none
 * or says X, "for each" and the like). An empty list: the words make no change an outcome states.
 */
export function readWordBounds(text: string, card: Card): BoundClause[] | null {
  // Reminder text in parentheses only explains; an attack's checks are made by the engine.
  const words = text.replace(/\s*\([^)]*\)/g, '').replace(/^mirage:\s*/i, '').replace(card.type === 'Attack' ? ATTACK_CHECK : /^$/, '');
  if (OPEN.some((open) => open.test(words))) return null;
  const amount = largestNumber(words);
  // Damage with no number before it ("deals damage to it") is of a size the text does not print; healing may be "restore 25 energy".
  const sized = (what: RegExp): number | null => (UNPRINTED_DAMAGE.test(words) || !what.test(words) ? null : amount);
  const damage = sized(/\d+ (?:\S+ ){0,3}damage\b/i);
  const healing = sized(/\d+ (?:\S+ ){0,3}(?:damage|energy)\b/i);
  // "a"/"an" count only Mugic counters: a stat change printed with no digit is of any size.
  const changeBy = /\d/.test(words) ? amount : null;
  const clause = (kind: OutcomeKind, sign: 1 | -1 | 0, n: number | null, which: readonly string[] | null = null): BoundClause => ({ kind, sign, amount: n, target: 'any', which, text });
  const out: BoundClause[] = [];
  const destroys = destroysCreature(words, card);
  if (KIND_WORDS.damage.test(words) || destroys) out.push(clause('damage', 1, destroys ? null : damage));
  if (KIND_WORDS.healing.test(words)) out.push(clause('healing', -1, healing));
  if (KIND_WORDS.counters.test(words)) out.push(clause('counters', 0, amount));
  if (KIND_WORDS.moves.test(words)) out.push(clause('moves', 0, null));
  const stats = statsNamed(words);
  if (stats.length > 0) out.push(clause('stats', 0, changeBy, stats));
  const elements = ELEMENT_WORDS.filter((e) => new RegExp(`\\b${e}\\b(?! \\d)`).test(words));
  if (/\bElemental Types?\b/i.test(words)) out.push(clause('elements', 0, null));
  else if (elements.length > 0) out.push(clause('elements', 0, null, elements));
  if (KIND_WORDS.keywords.test(words) || KEYWORD_NAMES.test(words)) out.push(clause('keywords', 0, null));
  if (KIND_WORDS.status.test(words)) out.push(clause('status', 0, null));
  return out;
}
