import { SUPPORT_FACTIONS } from './factions';

/** A text and what was repaired in it and what could not be, in words. */
export interface Repaired {
  readonly text: string;
  readonly repairs: string[];
  readonly gaps: string[];
}

/**
 * Words the spoiler text ran together (its line breaks were lost with the spaces beside them),
 * written apart again. Keyed by the broken fragment, so a card file that already has the
 * words apart is left alone.
 */
const RUN_TOGETHER: readonly (readonly [string, string])[] = [
  ['up totwoofyourcharacters', 'up to two of your characters'],
  ['hasdestiny>3andputsitontopofhisorher used pile', 'has destiny > 3 and puts it on top of his or her used pile'],
  ['charactermovestoasitewhereyouropponenthas', 'character moves to a site where your opponent has'],
  ['battlehereforeachofyourinvertedunitshere', 'battle here for each of your inverted units here'],
  ['Youropponentmayusethisabilityduringhisor her', 'Your opponent may use this ability during his or her'],
  ['ship,movethatshiptoasectorbattleatanother sector', 'ship, move that ship to a sector battle at another sector'],
  ['thatcosts2energyorless.Thatunitcostsno energy', 'that costs 2 energy or less. That unit costs no energy'],
  ['untilendofturn', 'until end of turn'],
];

/** Longest real word in the card text is 13 letters ("battlegrounds"); anything longer is words run together. */
const RUN_ON_WORD = /[A-Za-z]{15,}/g;

/**
 * Repairs a card's game text: run-together words; a support icon whose glyph became the rift
 * arrow ("gains a → support icon") when the ability names the faction it reveals; a stray
 * digit before an ability's bullet; an activated ability's cost printed twice. What cannot be
 * repaired from the text itself (an unknown icon glyph, words still run together) is a gap.
 */
export function repairText(text: string): Repaired {
  const repairs: string[] = [];
  const gaps: string[] = [];
  let out = text;
  for (const [broken, fixed] of RUN_TOGETHER) {
    if (out.includes(broken)) {
      out = out.split(broken).join(fixed);
      repairs.push(`run-together words "${broken}" written "${fixed}"`);
    }
  }
  for (const m of out.matchAll(RUN_ON_WORD)) gaps.push(`words run together, not repaired: "${m[0]}"`);

  // The icon font's glyphs were mis-decoded: a support icon right after "a" cannot be a rift (a rift is followed by an effect).
  if (/\ban → support icon|\ba → support icon/.test(out)) {
    const named = /Reveal an? (\w+) card\b/.exec(out)?.[1];
    const faction = SUPPORT_FACTIONS.find((f) => f === named);
    if (faction) {
      out = out.replace(/\ban? → support icon/, `${/^[AEIOU]/.test(faction) ? 'an' : 'a'} [${faction}] support icon`);
      repairs.push(`support icon glyph "→" read as [${faction}], the faction the ability reveals`);
    } else {
      gaps.push('a support icon printed as "→" whose faction the text does not say');
    }
  }
  for (const odd of out.matchAll(/(\S) support icons?\b/g)) {
    if (/[^\w\]]/.test(odd[1])) gaps.push(`a support icon printed as "${odd[1]}", faction unknown, left as printed`);
  }

  const stray = /([.!?]) (\d) (•)/.exec(out);
  if (stray) {
    out = out.replace(stray[0], `${stray[1]} ${stray[3]}`);
    repairs.push(`stray "${stray[2]}" before an activated ability's bullet dropped`);
    gaps.push(`whether the stray "${stray[2]}" before the bullet stood for more uses a turn is unknown`);
  }
  const twice = /(•+ ?[^→•]+→) \1/.exec(out);
  if (twice) {
    out = out.replace(twice[0], twice[1]);
    repairs.push(`cost "${twice[1]}" printed twice, kept once`);
    gaps.push('whether the doubled cost stood for a second bullet is unknown');
  }
  return { text: out, repairs, gaps };
}
