import type { Stat } from '../keywords/ability';
import { isCreatureSubtype } from './creature-names';
import type { Count, CreatureFilter, Subject } from './effect-types';
import { actor, count, damaged, statList, subject } from './phrases';
import type { SentenceState, Template } from './sentence-templates';
import { optionalCall } from './templates-choice';
import { countPhrase } from './templates-counts';
import type { VerbCall } from './verb-calls';
import { ATTACKGEAR_GEAR_TEMPLATES } from './templates-attackgear-gear';

/** The attack's own name: "damage dealt by Neuro Freeze", "Morphwrath deals …". */
const isThisAttack = (name: string, s: SentenceState) => s.cardType === 'Attack' && name === s.cardName;

/** What "for each …" counts beyond `countPhrase`: adjacent creatures of a subtype, creature cards in the discard pile, tribes, shared elements. */
function attackCount(text: string, s: SentenceState): Count | null {
  // On an attack the text's creature is the striker, your engaged Creature: `adjacent` is measured from it.
  const near = /^([A-Z][\w']+) Creature you control adjacent to your engaged Creature$/.exec(text);
  if (near && s.cardType === 'Attack' && isCreatureSubtype(near[1])) return { of: 'creatures', filter: { subtype: near[1], controller: 'you', adjacent: true } };
  const cards = /^(?:([A-Z][\w']+) )?Creature Card in your general discard pile$/.exec(text);
  if (cards && (!cards[1] || isCreatureSubtype(cards[1]))) return { of: 'creature-cards-in-discard', players: 'you', ...(cards[1] ? { subtype: cards[1] } : {}) };
  const tribes = /^Tribe (you|your opponent) controls?( beyond the first)?$/i.exec(text);
  if (tribes) return { of: 'tribes', controller: /^you$/i.test(tribes[1]) ? 'you' : 'opponent', ...(tribes[2] ? { beyond: 1 } : {}) };
  if (/^Elemental Type shared by both engaged Creatures$/i.test(text)) return { of: 'shared-elements' };
  return countPhrase(text, s);
}

const thisAttack = (delta: number, per?: Count | null): VerbCall[] | null =>
  per === null ? null : [{ verb: 'modify-this-attack-damage', params: { delta, ...(per ? { per } : {}) } }];

/**
 * Attack shapes (the Battlegear ones of `templates-attackgear-gear.ts` first): damage read off the
 * game ("equal to its Recklessness value", "for each Tribe you control"), an attack's own damage
 * reduced or capped (CR 8.5.4, 8.8.2), the next attack played, Mugic counters moved or removed by
 * choice, stats set to 0, "unless your opponent …".
 */
export const ATTACKGEAR_TEMPLATES: readonly Template[] = [
  ...ATTACKGEAR_GEAR_TEMPLATES,
  {
    // Varanohs: "for each" governs both: with no such card neither; Swift 1 adds up per card (CR 8.8.1.2), Range does not.
    re: /^(.+?) has "Range" and "Swift (\d+)" for each (.+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const per = attackCount(m[3], s);
      if (!to || !per) return null;
      return [
        { verb: 'grant-ability', params: { ability: { kind: 'range' }, to, duration: s.duration, per } },
        { verb: 'grant-ability', params: { ability: { kind: 'swift', x: Number(m[2]) }, to, duration: s.duration, per } },
      ];
    },
  },
  {
    // "their engaged Creature" is the opposing engaged one, read as the opponent's own ("your engaged Creature") while they pay.
    re: /^(.+?) unless your opponent removes (a|\d+) Mugic counters? from their engaged Creature$/i,
    build: (m, _s, read) => {
      const otherwise = read(m[1]);
      const pay: VerbCall = { verb: 'remove-mugic-counters', params: { amount: count(m[2]) ?? 1, from: { select: 'your-engaged' } } };
      return otherwise ? [{ verb: 'unless-opponent', params: { pay: [pay], otherwise } }] : null;
    },
  },
  { re: /^remove a Mugic counter from a Creature, if you do put a Mugic counter on another Creature controlled by the same player$/i, build: () => [{ verb: 'move-mugic-counter', params: {} }] },
  {
    re: /^(.+?) must pay an additional Mugic counter to play abilities which cost one or more Mugic counters$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'modify-ability-cost', params: { delta: 1, who, duration: s.duration, ifCosted: true } }] : null;
    },
  },
  {
    // Supercooled Rain: the opponent picks a creature of theirs with a counter, four times (fewer if they run out).
    re: /^your opponent removes a total of (\d+|two|three|four) Mugic counters from among any Creatures they control$/i,
    build: (m) => {
      const n = count(m[1]) ?? 0;
      const one: VerbCall = { verb: 'remove-mugic-counters', params: { amount: 1, from: { select: 'all', filter: { controller: 'you', stat: { stat: 'mugic-counters', min: 1 } } }, chosen: true } };
      return n > 0 ? [{ verb: 'for-players', params: { who: 'opponent', steps: Array.from({ length: n }, () => one) } }] : null;
    },
  },
  // Marksman's Preparation: from your Attack hand (the one resolving is no longer there).
  { re: /^discard another card named (.+)$/i, build: (m, s) => (s.cardType === 'Attack' && m[1] === s.cardName ? [{ verb: 'discard-attack', params: { count: 1, named: m[1] } }] : null) },
  {
    re: /^the next attack played this (combat|turn) deals (\d+) less damage$/i,
    build: (m) => [{ verb: 'modify-next-played-attack', params: { delta: -Number(m[2]), duration: /combat/i.test(m[1]) ? 'end-of-combat' : 'end-of-turn' } }],
  },
  {
    re: /^the next attack played this (combat|turn) deals (\d+) damage$/i,
    build: (m) => [{ verb: 'set-attack-damage', params: { amount: Number(m[2]), which: 'next-attack', duration: /combat/i.test(m[1]) ? 'end-of-combat' : 'end-of-turn' } }],
  },
  {
    // Glossary Sacrifice: the controller picks one of them; "If you do" follows only when one was.
    re: /^sacrifice an? (unengaged |engaged )?Creature you control$/i,
    build: (m) => [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter: { controller: 'you', ...(m[1] ? { engaged: /^engaged/i.test(m[1]) } : {}) } } } }],
  },
  { re: /^Hive cannot be Deactivated$/i, build: (_m, s) => [{ verb: 'prohibit', params: { action: 'deactivate-hive', duration: s.duration } }] },
  {
    // "Equipped Creature gains 10 Energy and target Creature loses 10 to all Disciplines": two subjects, two changes.
    re: /^(.+? (?:gains|loses) \d+ (?:to |in )?[A-Za-z ,]+?) and ((?:another )?target .+? (?:gains|loses) .+)$/i,
    build: (m, _s, read) => {
      const first = read(m[1]);
      const second = first ? read(m[2]) : null;
      return first && second ? [...first, ...second] : null;
    },
  },
  {
    // "your opponent's Attack Deck": the other player's, as the engine reads "target player" in a two-player game.
    re: /^look at the top (\w+) cards of your opponent's (Attack|Location) Deck$/i,
    build: (m) => {
      const n = count(m[1]);
      return n ? [{ verb: 'look-at-deck', params: { owner: 'target-player', decks: [m[2].toLowerCase() as 'attack'], count: n, arrangement: 'unchanged' } }] : null;
    },
  },
  {
    re: /^look at the top (\w+) cards of your (Attack|Location) Deck and put them back on top in any order$/i,
    build: (m) => {
      const n = count(m[1]);
      return n ? [{ verb: 'look-at-deck', params: { owner: 'you', decks: [m[2].toLowerCase() as 'attack'], count: n, arrangement: 'any-order' } }] : null;
    },
  },
  {
    // Not a target (CR 8.4.1.3): the creature is picked on resolution.
    re: /^put (a|\d+) Mugic counters? on (?:any Creature|a Creature of your choice)$/i,
    build: (m) => [{ verb: 'add-mugic-counters', params: { amount: count(m[1]) ?? 0, to: { select: 'all', filter: {} }, chosen: true } }],
  },
  {
    re: /^remove all Mugic counters from a Creature of your choice$/i,
    build: () => [{ verb: 'remove-mugic-counters', params: { amount: 0, from: { select: 'all', filter: {} }, chosen: true, all: true } }],
  },
  {
    re: /^remove X Mugic counters from (.+?), where X is the number of Mugic counters on (.+)$/i,
    build: (m, s) => {
      const from = subject(m[1], s);
      const on = subject(m[2], s);
      return from && on ? [{ verb: 'remove-mugic-counters', params: { amount: 1, from, per: { of: 'mugic-counters', on } } }] : null;
    },
  },
  {
    // "engaged Creatures with less than 50 Wisdom or Courage": below 50 in either.
    re: /^(remove a Mugic counter from|destroy all Battlegear equipped to) (engaged |unengaged )?Creatures with less than (\d+) (Courage|Power|Wisdom|Speed) or (Courage|Power|Wisdom|Speed)$/i,
    build: (m) => {
      const below = (stat: string): CreatureFilter => ({ stat: { stat: stat.toLowerCase() as Stat, max: Number(m[3]) - 1 } });
      const filter: CreatureFilter = { ...(m[2] ? { engaged: /^engaged/i.test(m[2]) } : {}), anyOf: [below(m[4]), below(m[5])] };
      const to: Subject = { select: 'all', filter };
      return /^remove/i.test(m[1]) ? [{ verb: 'remove-mugic-counters', params: { amount: 1, from: to } }] : [{ verb: 'destroy-battlegear', params: { of: to } }];
    },
  },
  {
    // Glossary Recklessness: its value is the X of Recklessness X (copies add up, CR 8.8.1.2).
    re: /^deal damage equal to (twice )?(its|that Creature's|your engaged Creature's|the opposing engaged Creature's) Recklessness value$/i,
    build: (m, s) => {
      const on = subject(/^its$/i.test(m[2]) ? 'it' : m[2].replace(/'s$/, ''), s);
      const to = damaged(s);
      return on && to ? [{ verb: 'deal-damage', params: { amount: m[1] ? 2 : 1, to, per: { of: 'ability-value', ability: 'recklessness', on } } }] : null;
    },
  },
  {
    // Retaliatory Strike: its text's damage to the opposing engaged creature adds to the attack (CR 8.6.2.2).
    re: /^(.+?) deals additional damage equal to the damage dealt by the last attack played this combat$/i,
    build: (m, s) => {
      const to = damaged(s);
      return isThisAttack(m[1], s) && to ? [{ verb: 'deal-damage', params: { amount: 1, to, per: { of: 'last-attack-damage' } } }] : null;
    },
  },
  {
    re: /^deal (\d+) damage for each (Tribe (?:you|your opponent) controls?(?: beyond the first)?|Elemental Type shared by both engaged Creatures|(?:[A-Z][\w']+ )?Creature Card in your general discard pile|[A-Z][\w']+ Creature you control adjacent to your engaged Creature)$/i,
    build: (m, s) => {
      const to = damaged(s);
      const per = attackCount(m[2], s);
      return to && per ? [{ verb: 'deal-damage', params: { amount: Number(m[1]), to, per } }] : null;
    },
  },
  { re: /^damage dealt by (.+?) is reduced by (\d+)$/i, build: (m, s) => (isThisAttack(m[1], s) ? thisAttack(-Number(m[2])) : null) },
  {
    re: /^(.+?) deals (\d+) less damage for each (.+)$/i,
    build: (m, s) => (isThisAttack(m[1], s) ? thisAttack(-Number(m[2]), attackCount(m[3], s)) : null),
  },
  {
    // "For each Discipline over 50 the opposing engaged Creature has": each of its Disciplines above 50 counts once.
    re: /^for each Discipline over (\d+) (.+?) has, damage dealt by (.+?) is reduced by (\d+)$/i,
    build: (m, s) => {
      const on = subject(m[2], s);
      return on && isThisAttack(m[3], s) ? thisAttack(-Number(m[4]), { of: 'disciplines-above', on, x: Number(m[1]) }) : null;
    },
  },
  {
    re: /^if (.+?) would deal more than (\d+) damage, it deals (\d+) damage instead$/i,
    build: (m, s) => (isThisAttack(m[1], s) && m[2] === m[3] ? [{ verb: 'cap-attack-damage', params: { max: Number(m[2]), duration: s.duration } }] : null),
  },
  {
    // "Lose Courage, Power, and Wisdom so those Disciplines equal 0": each becomes 0.
    re: /^lose ((?:(?:Courage|Power|Wisdom|Speed)(?:,? (?:and )?)?)+) so those Disciplines equal (\d+)$/i,
    build: (m, s) => {
      const stats = statList(m[1]);
      const to = actor(s);
      return stats && to ? stats.map((stat): VerbCall => ({ verb: 'set-stat', params: { stat: stat as Stat, value: Number(m[2]), to, duration: s.duration } })) : null;
    },
  },
  {
    re: /^heal (\d+) damage from (.+)$/i,
    build: (m, s) => {
      const to = subject(m[2], s);
      return to ? [{ verb: 'heal', params: { amount: Number(m[1]), to } }] : null;
    },
  },
];

/** Read only when no other template reads the clause whole. */
export const ATTACKGEAR_LAST_TEMPLATES: readonly Template[] = [
  {
    // "Stat Check Wisdom 75: You can put a Mugic counter on any Creature": "You can" after an attack's prefix.
    re: /^you can (.+)$/i,
    build: (m, _s, read) => {
      const calls = read(m[1]);
      return calls ? [optionalCall(calls)] : null;
    },
  },
];
