import type { Card, Discipline } from '../cards/card';
import type { Stat } from '../keywords/ability';
import { creatureNames, isCreatureSubtype } from './creature-names';
import type { AutomatedEffect, Condition, Duration, Subject, Timing } from './effect-types';
import { elementList, statList, tribeList } from './phrases';
import { readCondition } from './read-conditions';
import { readClause, type SentenceState } from './sentence-templates';
import { ifYouDo, optionalCall } from './templates-choice';
import type { VerbCall } from './verb-calls';
import { isLasting } from './verbs';

const ATTACK_CHECK = /^(Challenge|Stat Check|Stat Fail) (Courage|Power|Wisdom|Speed|Mugic counters)(?: vs (Courage|Power|Wisdom|Speed))? (\d+)$/i;
const ELEMENTS = /^(?:Fire|Air|Earth|Water)$/;

/** Sentences of a line: split at ". " outside quotes; reminder text in parentheses dropped. */
export function sentences(line: string): string[] {
  const text = line.replace(/\s*\([^)]*\)/g, '').trim();
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    const closesQuotedSentence = ch === '"' && !quoted && text[i - 1] === '.' && text[i + 1] === ' ';
    if (closesQuotedSentence) {
      out.push(`${current}"`.trim());
      current = '';
    } else if ((ch === '.' && !quoted && (i === text.length - 1 || text[i + 1] === ' ')) || (ch === ';' && !quoted && /^ if /i.test(text.slice(i + 1, i + 5)))) {
      // "…; if it has Air, it gains …" (Song of Resilience): each "if" is a sentence of its own.
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out.filter((s) => s.length > 0);
}

/** A sentence's clauses: "Deal 10 damage and heal 10 damage", "…, then gain 5 Energy". */
export function clauses(sentence: string, self?: string): string[] {
  // Quoted abilities are never split: they are set aside and put back in their clause.
  const quotes: string[] = [];
  const bare = sentence.replace(/"[^"]*"/g, (q) => `\u0000${quotes.push(q) - 1}\u0000`);
  return splitClauses(bare, self).map((c) => c.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => quotes[Number(i)]));
}

/** Splits before a new verb, "it gains", or (on a creature) "and Ulmquad gains 10 Energy". */
function splitClauses(sentence: string, self?: string): string[] {
  const own = self ? String.raw`|${self.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (?:gains|loses) ` : '';
  // "When … this turn, deal 10 damage …" is one delayed trigger: its effect is read whole by its template.
  if (/^When .+ this turn, /i.test(sentence)) return [sentence];
  return sentence.split(new RegExp(String.raw`(?:(?<!this turn),\s*(?:then\s+|and\s+)?|\s+(?:and|then)\s+)(?=(?:deal(?! the same amount)|heal|gain|lose|draw|discard|remove)\b|put (?!them back|one of them)|it (?:gains|loses) ${own})`));
}

/** "Challenge Courage 15, Stat Check Power 50:" / "Fire, Air:" before an attack's effect. */
function attackConditions(head: string): Condition[] | null {
  // "Stat Fail Courage, Power, Wisdom and Speed 20": one check per discipline, all must hold.
  const several = /^(Stat Check|Stat Fail) ((?:(?:Courage|Power|Wisdom|Speed)(?:, | and ))+(?:Courage|Power|Wisdom|Speed)) (\d+)$/i.exec(head.trim());
  const stats = several ? statList(several[2]) : null;
  if (several && stats) {
    const kind = /check/i.test(several[1]) ? 'stat-check' : 'stat-fail';
    return stats.map((stat) => ({ kind, stat: stat as Discipline, x: Number(several[3]) }));
  }
  const parts = head.split(/,\s*/);
  const elements = elementList(head);
  if (parts.every((p) => ELEMENTS.test(p)) && elements) return [{ kind: 'has-elements', who: { select: 'your-engaged' }, elements }];
  const out: Condition[] = [];
  for (const p of parts) {
    const m = ATTACK_CHECK.exec(p.trim());
    if (!m) return null;
    const stat = m[2].toLowerCase() === 'mugic counters' ? 'mugic-counters' : (m[2].toLowerCase() as Discipline);
    const x = Number(m[4]);
    const theirs = m[3] ? (m[3].toLowerCase() as Discipline) : undefined;
    if (m[1].toLowerCase() === 'challenge') out.push({ kind: 'challenge', stat, x, ...(theirs ? { theirs } : {}) });
    else if (stat === 'mugic-counters' || theirs) return null;
    else out.push({ kind: m[1].toLowerCase() === 'stat check' ? 'stat-check' : 'stat-fail', stat, x });
  }
  return out;
}

/** Conditions printed at the front of a sentence; returns the rest of the sentence. */
function leadingConditions(text: string, card: Card, conditions: Condition[]): string | null {
  const colon = /^([^:"]+):\s*(.+)$/.exec(text);
  if (card.type === 'Attack' && colon) {
    const found = attackConditions(colon[1]);
    if (!found) return null;
    conditions.push(...found);
    return colon[2];
  }
  const gearCheck = /^Stat Check (Courage|Power|Wisdom|Speed) (\d+):\s*(Equipped Creature has .+)$/i.exec(text);
  if (card.type === 'Battlegear' && gearCheck) {
    conditions.push({ kind: 'stat-at-least', who: { select: 'equipped' }, stat: gearCheck[1].toLowerCase() as Discipline, x: Number(gearCheck[2]) });
    return gearCheck[3];
  }
  const tribe = /^Equipped ((?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)(?: or (?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian))*) Creature (has|gains) (.+)$/i.exec(text);
  if (tribe) {
    conditions.push({ kind: 'is-tribe', who: { select: 'equipped' }, tribes: tribeList(tribe[1]) ?? [] });
    return `Equipped Creature ${tribe[2]} ${tribe[3]}`;
  }
  const kinds = /^Equipped ((?:[A-Z][\w']+)(?: or [A-Z][\w']+)*) Creature (has|gains) (.+)$/.exec(text);
  if (kinds && !/^Equipped Creature/.test(text)) {
    // A subtype ("Equipped Warbeast Creature", "Equipped M'arrillian or Minion Creature").
    const each: Condition[] = kinds[1].split(' or ').map((w) => {
      const tribes = tribeList(w);
      return tribes ? { kind: 'is-tribe', who: { select: 'equipped' }, tribes } : { kind: 'matches', who: { select: 'equipped' }, filter: { subtype: w } };
    });
    if (!kinds[1].split(' or ').every((w) => tribeList(w) || isCreatureSubtype(w))) return null;
    conditions.push(each.length === 1 ? each[0] : { kind: 'any', conditions: each });
    return `Equipped Creature ${kinds[2]} ${kinds[3]}`;
  }
  const atLeast = /^If equipped Creature has at least (\d+) (Courage|Power|Wisdom|Speed|Energy), it (.+)$/i.exec(text);
  if (atLeast) {
    conditions.push({ kind: 'stat-at-least', who: { select: 'equipped' }, stat: atLeast[2].toLowerCase() as Discipline, x: Number(atLeast[1]) });
    return `Equipped Creature ${atLeast[3]}`;
  }
  const reckless = /^If (your|the opposing) engaged Creature has Recklessness, (deal \d+ damage)$/i.exec(text);
  if (reckless && card.type === 'Attack') {
    const who = /^your$/i.test(reckless[1]) ? ({ select: 'your-engaged' } as const) : ({ select: 'opposing-engaged' } as const);
    conditions.push({ kind: 'has-ability', who, ability: 'recklessness' });
    return reckless[2];
  }
  const compared = /^If your engaged Creature has (lower|higher) ((?:(?:Courage|Power|Wisdom|Speed|Energy)(?:,? (?:and )?)?)+) than the opposing engaged Creature, (.+)$/i.exec(text);
  const stats = compared ? statList(compared[2]) : null;
  if (compared && stats) {
    conditions.push({ kind: 'compared-to-opposing', stats, relation: compared[1].toLowerCase() as 'lower' | 'higher' });
    return compared[3];
  }
  const engagedWith = /^If any Creature engaged with (.+?) has less than (\d+) (Courage|Power|Wisdom|Speed|Energy), (?:that Creature|it) (.+)$/i.exec(text);
  if (engagedWith && card.type === 'Creature' && engagedWith[1] === card.name) {
    // The creature engaged with this one is the opposing engaged creature.
    conditions.push({ kind: 'engaged', who: { select: 'self' } });
    conditions.push({ kind: 'stat-below', who: { select: 'opposing-engaged' }, stat: engagedWith[3].toLowerCase() as Stat, x: Number(engagedWith[2]) });
    return `opposing engaged Creature ${engagedWith[4]}`;
  }
  const hasElement = /^If (your|the opposing) engaged Creature has (Fire|Air|Earth|Water), (.+)$/i.exec(text);
  if (hasElement && card.type === 'Attack') {
    const who = /^your$/i.test(hasElement[1]) ? ({ select: 'your-engaged' } as const) : ({ select: 'opposing-engaged' } as const);
    conditions.push({ kind: 'has-elements', who, elements: elementList(hasElement[2]) ?? [] });
    return hasElement[3];
  }
  return text;
}

/** Every clause of a sentence read; null when one is not a template. */
function readClauses(text: string, state: SentenceState): VerbCall[] | null {
  const calls: VerbCall[] = [];
  for (const clause of clauses(text, state.cardType === 'Creature' ? state.cardName : undefined)) {
    const read = readClause(clause, state);
    if (!read) return null;
    calls.push(...read);
  }
  return calls;
}

/** "If C, X" (or innate "While C, X") with a condition `readCondition` knows: tries each comma, since C may hold commas of its own. */
function splitCondition(sentence: string, card: Card, state: SentenceState): { condition: Condition; calls: VerbCall[] } | null {
  const m = /^(?:If|While) (.+)$/i.exec(sentence);
  if (!m) return null;
  const text = m[1];
  for (let i = text.indexOf(', '); i >= 0; i = text.indexOf(', ', i + 1)) {
    const condition = readCondition(text.slice(0, i), card, state.last);
    if (!condition) continue;
    const before = { targets: state.targets, last: state.last };
    // "If your engaged Creature is a Danian Creature, it gains Earth": "it" is the creature the condition names.
    // "If Kolmo is not engaged, relocate it …": a negated condition names its creature too.
    const about = 'who' in condition ? condition : condition.kind === 'all' ? condition.conditions.find((c) => 'who' in c) : condition.kind === 'not' && 'who' in condition.condition ? condition.condition : undefined;
    if (about && 'who' in about) state.last = about.who;
    const calls = readClauses(text.slice(i + 2), state);
    if (calls) return { condition, calls };
    Object.assign(state, before);
  }
  return null;
}

const inlineCondition = splitCondition;

/**
 * "Heal 10 damage to target Creature. If …, heal 20 damage instead": a replacement that
 * names no creature acts on the one the replaced damage or heal did.
 */
function sameObject(calls: readonly VerbCall[], replaced: readonly VerbCall[], text: string): VerbCall[] {
  if (/ to /i.test(text)) return [...calls];
  return calls.map((call) => {
    const was = replaced.find((r) => r.verb === call.verb);
    if ((call.verb === 'deal-damage' || call.verb === 'heal') && (was?.verb === 'deal-damage' || was?.verb === 'heal')) return { verb: call.verb, params: { ...call.params, to: was.params.to } };
    return call;
  });
}

/** "If it isn't, Y": the otherwise-branch of the conditional just read. */
function orElse(steps: VerbCall[], calls: readonly VerbCall[]): boolean {
  const last = steps[steps.length - 1];
  if (last?.verb !== 'conditional' || last.params.otherwise.length > 0) return false;
  steps[steps.length - 1] = { verb: 'conditional', params: { ...last.params, otherwise: calls } };
  return true;
}

/** "Look at the top two … Put one of them on top of that deck and the other on the bottom": one look. */
function arrangeLook(steps: VerbCall[], sentence: string): boolean {
  const last = steps[steps.length - 1];
  // "You can look at the top two cards … Put one of them on top …": the arrangement belongs to the optional look.
  const look = last?.verb === 'optional' && last.params.steps.length === 1 && last.params.ifDone.length === 0 ? last.params.steps[0] : last;
  if (look?.verb !== 'look-at-deck') return false;
  if (!/^Put one(?: of them)? on (?:the )?top(?: of that deck)? and the (?:other|others|other two) on the bottom(?: in any order)?$/i.test(sentence)) return false;
  const arranged: VerbCall = { verb: 'look-at-deck', params: { ...look.params, arrangement: 'one-top-rest-bottom' } };
  steps[steps.length - 1] = look === last ? arranged : { verb: 'optional', params: { steps: [arranged], ifDone: [] } };
  return true;
}

/** Reads printed effect text with a known timing; null when any sentence is not a registry template. */
export function readEffectText(text: string, card: Card, timing: Timing, readQuoted: SentenceState['readQuoted'], it?: Subject): AutomatedEffect | null {
  let body = text.trim().replace(/\.$/, '');
  let duration: Duration = timing.kind === 'static' ? 'while-in-play' : 'end-of-turn';
  if (/ until the end of combat$/i.test(body)) {
    body = body.replace(/ until the end of combat$/i, '');
    duration = 'end-of-combat';
  }
  const compared = /^if an engaged Creature has (higher|lower) (Courage|Power|Wisdom|Speed|Energy) than the opposing engaged Creature, (.+)$/i.exec(body);
  if (compared && !it) {
    const relation = compared[1].toLowerCase() as 'higher' | 'lower';
    it = { select: 'all', filter: { engaged: true, comparedToOpponent: { stat: compared[2].toLowerCase() as Stat, relation } } };
    body = compared[3];
  }
  const state: SentenceState = { cardName: card.name, cardType: card.type, targets: 0, duration, creatureNames: creatureNames(), readQuoted, ...(it ? { last: it } : {}) };
  const conditions: Condition[] = [];
  const steps: VerbCall[] = [];
  const all = sentences(body);
  let previous: VerbCall[] = [];
  for (const [index, sentence] of all.entries()) {
    if (arrangeLook(steps, sentence)) continue;
    // Nivenna: "Choose an Elemental Type. Target Creature … gains "Element 10" of the chosen Elemental Type": the next sentence makes the choice, for its creature.
    if (/^Choose an Elemental Type$/i.test(sentence) && index < all.length - 1) {
      state.elementToChoose = true;
      continue;
    }
    const read = (text: string): VerbCall[] | null => readClauses(text, state);
    // "You can A. If you do, B": B happens only when A was done.
    const ifDone = /^If you do, (.+)$/i.exec(sentence);
    const optional = /^You can (.+)$/i.exec(sentence);
    const otherwise = /^If (?:it|that) isn't, (.+)$/i.exec(sentence);
    // "Sacrifice another Creature. If you cannot, destroy Gintanai": B happens only when A did nothing.
    // "Your opponent can sacrifice a Battlegear. If they do not, Voorx gains …": the same, for the opponent's optional step.
    const cannot = /^If (you cannot|they do not), (.+)$/i.exec(sentence);
    if (cannot) {
      const calls = read(cannot[2]);
      const last = steps[steps.length - 1];
      const theirs = last?.verb === 'for-players' && last.params.who === 'opponent' ? last.params.steps[last.params.steps.length - 1] : undefined;
      if (calls && /^you/i.test(cannot[1]) && last?.verb === 'sacrifice-creature') steps[steps.length - 1] = { verb: 'if-done', params: { steps: [last], ifDone: [], otherwise: calls } };
      else if (calls && /^they/i.test(cannot[1]) && last?.verb === 'for-players' && theirs?.verb === 'optional') {
        const wrapped: VerbCall = { verb: 'if-done', params: { steps: [theirs], ifDone: [], otherwise: calls } };
        steps[steps.length - 1] = { verb: 'for-players', params: { ...last.params, steps: [...last.params.steps.slice(0, -1), wrapped] } };
      } else return null;
      previous = calls;
      continue;
    }
    if (ifDone || optional || otherwise) {
      const calls = read((ifDone ?? optional ?? otherwise)![1]);
      if (!calls) return null;
      if (ifDone && !ifYouDo(steps, calls)) return null;
      if (otherwise && !orElse(steps, calls)) return null;
      if (optional) steps.push(optionalCall(calls));
      previous = calls;
      continue;
    }
    // "If C, X instead": X replaces what the sentence before did when C holds.
    // "If Burning Rain would deal more than 10 damage, it deals 10 damage instead": a replacement template of its own (CR 8.8.2), not a condition.
    // "If an attack played by Bladez would deal 0 damage, it deals 15 damage instead" likewise.
    const replacement = /^If .+ would (?:(?:deal|take) more than|deal 0 damage)/i.test(sentence) ? read(sentence) : null;
    if (replacement) {
      steps.push(...replacement);
      previous = replacement;
      continue;
    }
    const instead = /^If (.+), (.+?) instead$/i.exec(sentence);
    // "Deal an additional 10 damage to it if it has Water" says the same as "If it has Water, deal …".
    const trailing = /^(.+?) if (.+)$/i.exec(sentence);
    const split = instead ? null : (inlineCondition(sentence, card, state) ?? (trailing ? inlineCondition(`If ${trailing[2]}, ${trailing[1]}`, card, state) : null));
    if (instead || (split && all.length > 1)) {
      const condition = instead ? splitCondition(`If ${instead[1]}, ${instead[2]}`, card, state) : split;
      if (!condition) return null;
      if (instead && previous.length === 0) return null;
      if (instead) steps.splice(steps.length - previous.length, previous.length);
      const then = instead ? sameObject(condition.calls, previous, instead[2]) : condition.calls;
      const call: VerbCall = { verb: 'conditional', params: { conditions: [condition.condition], then, otherwise: instead ? previous : [] } };
      steps.push(call);
      previous = [call];
      continue;
    }
    const own: Condition[] = [];
    const rest = split ? null : leadingConditions(sentence, card, own);
    // "Earth: If an Attack Card named … is in your attack discard pile, heal 10 damage": both conditions govern.
    const nested = rest !== null && rest !== sentence && /^If /i.test(rest) ? inlineCondition(rest, card, state) : null;
    if (nested) own.push(nested.condition);
    const calls = split ? split.calls : nested ? nested.calls : rest === null ? null : read(rest);
    if (!calls) return null;
    const scoped = split ? [split.condition] : own;
    // The first sentence's conditions govern the whole text; a later sentence's only itself.
    if (index === 0 || scoped.length === 0) {
      conditions.push(...scoped);
      steps.push(...calls);
      previous = calls;
    } else {
      const call: VerbCall = { verb: 'conditional', params: { conditions: scoped, then: calls, otherwise: [] } };
      steps.push(call);
      previous = [call];
    }
  }
  if (steps.length === 0) return null;
  // CR 8.9.2: innate text only makes lasting changes; a one-shot verb there is not read.
  if (timing.kind === 'static' && !steps.every(isLasting)) return null;
  return { kind: 'automated', timing, conditions, steps, text: text.trim() };
}

