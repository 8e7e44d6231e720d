import { isCreatureSubtype } from './creature-names';
import { subject, tribeList } from './phrases';
import type { Template } from './sentence-templates';
import type { VerbCall } from './verb-calls';

/**
 * Mugic shapes that act on the burst and on zones: negating, redirecting or changing an
 * attack or Mugic (CR 8.2, 8.8.2), swapping spaces, Battlegear or decks, Mirage Locations
 * (CR 9.3), cards removed from the game (CR 4.1.6) and sacrificed Battlegear.
 */
export const MUGIC_BURST_TEMPLATES: readonly Template[] = [
  { re: /^negate target Mugic and return that card to its controller's hand$/i, build: () => [{ verb: 'negate', params: { what: 'mugic', tribes: [], toHand: true } }] },
  { re: /^negate target activated Creature ability$/i, build: () => [{ verb: 'negate', params: { what: 'creature-ability', tribes: [] } }] },
  { re: /^negate target (Elemental )?attack$/i, build: (m) => [{ verb: 'negate', params: { what: m[1] ? 'elemental-attack' : 'attack', tribes: [] } }] },
  {
    // Silent Requiem: a Mugic or ability that targets any creature with that ability.
    re: /^negate target Mugic or ability that targets a Creature with (Invisibility|Range|Swift|Recklessness|Defender)$/i,
    build: (m) => [{ verb: 'negate', params: { what: 'mugic-or-ability', tribes: [], targeting: { select: 'all', filter: { ability: m[1].toLowerCase() } } } }],
  },
  {
    // Switch Riff, Armament Adagio: two targets (CR 8.4.1.3); "controlled by the same player" is checked as it resolves.
    re: /^swap (the spaces on the Battleboard of|all Battlegear equipped to) two target (.+?)( controlled by the same player)?$/i,
    build: (m, s) => {
      const one = m[2].replace(/\bCreatures\b/, 'Creature');
      const a = subject(`target ${one}`, s);
      const b = a ? subject(`target ${one}`, s) : null;
      const what = /spaces/i.test(m[1]) ? 'spaces' : 'battlegear';
      if (!a || !b || (what === 'battlegear') !== Boolean(m[3])) return null;
      return [{ verb: 'swap', params: { what, a, b } }];
    },
  },
  {
    // Cascading Rondo.
    re: /^swap your attack discard pile with your Attack Deck, then shuffle your Attack Deck$/i,
    build: () => {
      const swap: VerbCall = { verb: 'swap-attack-deck-and-discard', params: {} };
      return [swap, { verb: 'shuffle-deck', params: { owner: 'you', decks: ['attack'] } }];
    },
  },
  {
    // Fighters' Fanfare (CR 8.8.2): the next attack that would deal damage deals it to the target instead.
    re: /^the next time an attack would deal damage to a Creature this turn, it deals damage to (.+?)(?: of your choice)? instead$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'redirect-next-attack', params: { to, duration: s.duration } }] : null;
    },
  },
  {
    // Symphony of Shielding (CR 8.8.2): the attack or Mugic on the burst below it.
    re: /^target attack or Mugic deals (\d+) damage$/i,
    build: (m, s) => [{ verb: 'set-attack-damage', params: { amount: Number(m[1]), which: 'target-attack-or-mugic', duration: s.duration } }],
  },
  {
    // Elemental Counterpoint (CR 8.6.1.4: an attack has the Elemental Types it has values for).
    re: /^target attack deals (\d+) less damage for each Elemental Type that attack has$/i,
    build: (m, s) => [{ verb: 'change-target-attack', params: { delta: -Number(m[1]), perElement: true, duration: s.duration } }],
  },
  {
    // Mondo Rondo (the same shape as Blügon's ability): first for its striker and against its target.
    re: /^target attack (counts|does not count) as the first attack played this combat$/i,
    build: (m, s) => [{ verb: 'change-target-attack', params: { first: /^counts$/i.test(m[1]), duration: s.duration } }],
  },
  {
    // Illusion Glissando, Hymn of Teleportation (CR 9.3): the one Mirage on the Battleboard.
    re: /^(?:relocate|move) target Mirage Location(?: in play)? to any (?:space|place) on the Battleboard$/i,
    build: () => [{ verb: 'mirage', params: { action: 'move' } }],
  },
  { re: /^shuffle target Mirage Location into its controller's Location Deck$/i, build: () => [{ verb: 'mirage', params: { action: 'shuffle' } }] },
  {
    // Strain of Expensive Delusions: "… Shuffle it into its controller's Location Deck" — "it" is the Mirage named before.
    re: /^shuffle it into its controller's Location Deck$/i,
    build: (_m, s) => (s.mirage ? [{ verb: 'mirage', params: { action: 'shuffle' } }] : null),
  },
  {
    re: /^destroy all Battlegear equipped to Creatures in the same space as target Mirage Location$/i,
    build: (_m, s) => {
      s.mirage = true;
      return [{ verb: 'destroy-battlegear', params: { of: { select: 'all', filter: { inMirageSpace: true } } } }];
    },
  },
  {
    // Hymn of Teleportation, after "If the Active Location is a Mirage,": CR 9.3.2 puts it on the Battleboard.
    re: /^put it into play on any space on the Battleboard and reveal a new active Location$/i,
    build: () => {
      const reveal: VerbCall = { verb: 'reveal-location', params: {} };
      return [{ verb: 'mirage', params: { action: 'place-active' } }, reveal];
    },
  },
  {
    // Strain of Clarity, after "If the active Location is a Mirage,".
    re: /^shuffle it into its controller's Location deck and that player reveals a new active Location$/i,
    build: () => [{ verb: 'mirage', params: { action: 'shuffle-active' } }],
  },
  {
    // Ancestral Anthem, Forgotten Origins (CR 4.1.6).
    re: /^(?:remove (a Creature Card|all cards) in your general discard pile|(target player|each player) removes all cards in their general discard pile|remove all cards in each general discard pile) from the game$/i,
    build: (m) => {
      const players = /^target/i.test(m[2] ?? '') ? 'target-player' : m[2] || /each general/i.test(m[0]) ? 'each' : 'you';
      const one = /^a Creature Card$/i.test(m[1] ?? '');
      return [{ verb: 'remove-from-game', params: { players, count: one ? 1 : 'all', ...(one ? { cardType: 'Creature' } : {}) } }];
    },
  },
  {
    // Psionic Serenade "Remove a Minion Creature Card …", Strain of the Tide "Remove any number of OverWorld Creatures …".
    re: /^remove (an?|any number of) (?:([A-Z][\w']+) )?Creature(?: Card)?s? in your general discard pile from the game$/i,
    build: (m) => {
      const tribes = m[2] ? tribeList(m[2]) : null;
      if (m[2] && !tribes && !isCreatureSubtype(m[2])) return null;
      const kind = tribes ? { tribes } : m[2] ? { subtype: m[2] } : {};
      return [{ verb: 'remove-from-game', params: { players: 'you', count: /^any/i.test(m[1]) ? 'any' : 1, cardType: 'Creature', ...kind } }];
    },
  },
  {
    // Psionic Serenade, Nourishing Nocturne: a value of the card removed or the creature sacrificed just before (glossary Scanned).
    re: /^(?:deal damage to (.+?) equal to the removed card's Scanned Energy|(.+?) gains Energy equal to the Scanned Energy of the sacrificed Creature)$/i,
    build: (m, s) => {
      const to = subject(m[1] ?? m[2], s);
      if (!to) return null;
      const per = { of: 'scanned-this-way', stat: 'energy' } as const;
      return [m[1] ? { verb: 'deal-damage', params: { amount: 1, to, per } } : { verb: 'modify-stat', params: { stat: 'energy', delta: 1, to, duration: s.duration, perCount: per } }];
    },
  },
  {
    // Nourishing Nocturne (glossary Sacrifice): one the controller picks.
    re: /^[Ss]acrifice an? (?:(unengaged|engaged) )?(?:([A-Z][\w']+) )?Creature$/,
    build: (m) => {
      const tribes = m[2] ? tribeList(m[2]) : null;
      if (m[2] && !tribes && !isCreatureSubtype(m[2])) return null;
      const filter = { controller: 'you' as const, ...(m[1] ? { engaged: m[1] === 'engaged' } : {}), ...(tribes ? { tribes } : m[2] ? { subtype: m[2] } : {}) };
      return [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter } } }];
    },
  },
  {
    // Strain of Ash (glossary Sacrifice): one Battlegear the controller picks, not a target.
    re: /^sacrifice a Battlegear equipped to an? (.+?Creature) you control$/i,
    build: (m, s) => {
      const of = subject(`${m[1]}s you control`, s);
      return of?.select === 'all' ? [{ verb: 'destroy-battlegear', params: { of, sacrifice: true, chosen: true } }] : null;
    },
  },
];
