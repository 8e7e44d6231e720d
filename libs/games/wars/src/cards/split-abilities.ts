import type { KeywordAbility, NumberedKeyword, PlainKeyword, WarsAbility } from './ability';
import { SUPPORT_FACTIONS, type SupportFaction } from './factions';

/**
 * Splits one side of a card's game text into its abilities. The card data lost the line
 * breaks between abilities (CR glossary `abilities`: "each separated by a line break"), so
 * they are found again from how Decipher's text is written: keyword heads first (CR glossary
 * `keyword ability`), then sentence by sentence, a new ability at a bullet or a rift, at
 * "When", "Each time" or "At", and at any sentence that does not continue the one before
 * ("If you do, …", "You may use this ability only …", "Damage target if …").
 */

/** The rift symbol as the rules print it; the data writes it →. */
export const RIFT = '≈';
const RIFT_IN_TEXT = /[≈→]/;

const NUMBERED: Record<string, NumberedKeyword> = { size: 'size', transport: 'transport', piloting: 'piloting', quickdraw: 'quickdraw' };
const PLAIN: Record<string, PlainKeyword> = { scouting: 'scouting', unlimited: 'unlimited', encampment: 'encampment' };

const KEYWORD_HEAD = /^(?:(Size|Transport|Piloting|Quickdraw) +(\d+)|(Scouting|Unlimited|Encampment)\b|Captain *[-–] *([^(•]+?)(?= *\(| *•|$))/;
const HELPER = /^ *\([^)]*\)\.?/;
const KEYWORD_SEPARATOR = /^ *[,.]? */;

/** Sentences that carry on the ability before them rather than start one. */
const CONTINUATION =
  /^(?:\(|If (?:you do|he or she does|that player does|those cards|target|it[’']s|any|your number|that card)\b|Then\b|That (?:unit|fighter|warrior|ship|card)\b|It costs|Each one costs|You may (?:only )?use this ability|You can[’']t use this ability|You may (?:change|move|draw) no more|(?:Any player|Your opponent) may use this ability|Damage (?:target|that|it)\b|Destroy (?:target if|it)\b|Return one|Choose a revealed card|Your opponent puts the other|Also,|Destroying either)/;

/** An interrupt's or order's play restrictions and additional costs: ongoing abilities, not its effect. */
const PLAY_RULE = /^(?:You may (?:only )?play this (?:interrupt|order)|You can[’']t play this (?:interrupt|order)|As an additional cost to play this (?:interrupt|order))/;
const TRIGGER = /^(?:When|Each time|At)\b/;
/** An instruction goes on with the effect of the activated or triggered ability before it ("Choose target unit …. Reveal the top two cards …"). */
const INSTRUCTION = /^(?:Reveal|Choose|Damage|Destroy|Put|Return|Move|Draw|Play|Make|Cancel|Retrieve|Activate|Stack|Search|Invert|Revert|Examine|Take|Look)\b/;
const MODE = /^(USED|LOST): */;

/** "At target location …" opens an interrupt's effect, not a trigger. */
function isTrigger(s: string, oneShot: boolean): boolean {
  return TRIGGER.test(s) && !(oneShot && /^At target\b/.test(s));
}

/** Peels the keyword abilities off the start of a side's text (`Size 3, Transport 4 …`). */
export function peelKeywords(text: string): { keywords: KeywordAbility[]; rest: string } {
  const keywords: KeywordAbility[] = [];
  let rest = text.trim();
  for (;;) {
    const m = KEYWORD_HEAD.exec(rest);
    if (!m) break;
    let used = m[0];
    const helper = HELPER.exec(rest.slice(used.length));
    if (helper) used += helper[0];
    const abilityText = used.trim().replace(/\.$/, '').replace(/ +\(/, ' (');
    rest = rest.slice(used.length);
    rest = rest.slice(KEYWORD_SEPARATOR.exec(rest)![0].length);
    if (m[1]) keywords.push({ kind: 'keyword', keyword: NUMBERED[m[1].toLowerCase()], value: Number(m[2]), text: abilityText });
    else if (m[3]) keywords.push({ kind: 'keyword', keyword: PLAIN[m[3].toLowerCase()], text: abilityText });
    else keywords.push({ kind: 'keyword', keyword: 'captain', character: m[4].trim(), text: abilityText });
  }
  return { keywords, rest };
}

/** Sentences at depth 0: a full stop inside parentheses or quotes ends nothing; a bullet after a space starts a sentence. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let straightQuote = false;
  let start = 0;
  const cut = (at: number) => {
    const s = text.slice(start, at).trim();
    if (s) out.push(s);
    start = at;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '“') depth++;
    else if ((c === ')' || c === '”') && depth > 0) depth--;
    else if (c === '"') {
      straightQuote = !straightQuote;
      depth += straightQuote ? 1 : -1;
    } else if (depth === 0 && /\s/.test(c)) {
      const before = text.slice(start, i).trimEnd();
      const next = text.slice(i).trimStart();
      if (/[.!?][”")]*$/.test(before) || (next.startsWith('•') && before !== '' && !/•$/.test(before))) cut(i);
    }
  }
  cut(text.length);
  return out;
}

function textFacts(text: string): { usesDestiny: boolean; supportIcons: SupportFaction[] } {
  const supportIcons: SupportFaction[] = [];
  for (const m of text.matchAll(/\[([A-Za-z]+)\]/g)) {
    const faction = SUPPORT_FACTIONS.find((f) => f.toLowerCase() === m[1].toLowerCase());
    if (faction) supportIcons.push(faction);
  }
  return { usesDestiny: text.includes('[D]'), supportIcons };
}

/** One ability from its text: activated when it has a rift, triggered by its opener, else ongoing (or an effect on an interrupt or order). */
export function classify(text: string, oneShot: boolean): WarsAbility {
  const written = text.replace(/ *→ */, ` ${RIFT} `);
  const facts = textFacts(written);
  const rift = written.indexOf(RIFT);
  if (rift >= 0) {
    const head = written.slice(0, rift).trim();
    const bullets = /^[•\s]*/.exec(head)![0].replace(/\s/g, '').length;
    const cost = head.replace(/^[•\s]*/, '');
    const effect = written.slice(rift + 1).trim();
    const normal = `${'•'.repeat(bullets)}${bullets > 0 ? ' ' : ''}${cost} ${RIFT} ${effect}`;
    return { kind: 'activated', bullets, cost, effect, text: normal, ...facts };
  }
  if (isTrigger(written, oneShot)) return { kind: 'triggered', text: written, ...facts };
  if (oneShot && !PLAY_RULE.test(written)) {
    const mode = MODE.exec(written);
    return mode
      ? { kind: 'effect', mode: mode[1] === 'USED' ? 'used' : 'lost', text: written, ...facts }
      : { kind: 'effect', text: written, ...facts };
  }
  return { kind: 'ongoing', text: written, ...facts };
}

/**
 * The abilities of one side of a card. `oneShot` is true for interrupts and orders, whose
 * sentences after the play rules are one effect (CR glossary `interrupt`: "has all its
 * effects resolved" at once) unless a mode head (USED:, LOST:) or a play rule starts another.
 */
export function splitAbilities(text: string, oneShot: boolean): WarsAbility[] {
  const { keywords, rest } = peelKeywords(text);
  const groups: string[][] = [];
  let inEffect = false;
  let resolving = false;
  for (const s of sentences(rest)) {
    const current = groups[groups.length - 1];
    const continues = CONTINUATION.test(s) || (resolving && INSTRUCTION.test(s));
    const startsAbility =
      current === undefined ||
      /^•/.test(s) ||
      RIFT_IN_TEXT.test(s) ||
      MODE.test(s) ||
      (oneShot ? PLAY_RULE.test(s) || isTrigger(s, oneShot) || (!inEffect && !continues) : !continues);
    if (startsAbility) {
      groups.push([s]);
      inEffect = oneShot && !PLAY_RULE.test(s) && !isTrigger(s, oneShot) && !RIFT_IN_TEXT.test(s);
      resolving = !oneShot && (RIFT_IN_TEXT.test(s) || isTrigger(s, oneShot));
    } else {
      current.push(s);
    }
  }
  return [...keywords, ...groups.map((g) => classify(g.join(' '), oneShot))];
}
