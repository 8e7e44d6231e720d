import type { Template } from './sentence-templates';
import { subject } from './phrases';

/**
 * Attack damage and "first attack" text printed on creature cards: the first attack against a
 * creature, an attack that would deal 0, the attack on the burst (Klar'nok, Vilrik Landfarer,
 * Blügon), the next attack counting as the first (Takinom), damage to creatures of one's tribe.
 */
export const CREATUREA_ATTACK_TEMPLATES: readonly Template[] = [
  {
    // "the first attack against Akkerbal each combat deals 0 damage" (CR 8.8.2: a replacement of that attack's damage).
    re: /^the first attack against (.+?) each combat deals (\d+) damage$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'set-attack-damage', params: { amount: Number(m[2]), which: 'first-attack-against', by, duration: s.duration } }] : null;
    },
  },
  {
    // Bladez: "If an attack played by Bladez would deal 0 damage, it deals 15 damage instead" (CR 8.8.2).
    re: /^If an attack played by (.+?) would deal 0 damage, it deals (\d+) damage instead$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'replace-zero-attack-damage', params: { amount: Number(m[2]), by, duration: s.duration } }] : null;
    },
  },
  {
    // Klar'nok: "Target Elemental Attack deals 15 less damage" (CR 8.6.1.4: one with a value in an element's box; CR 8.5.4).
    re: /^target (Elemental )?attack deals (\d+) less damage$/i,
    build: (m, s) => [{ verb: 'change-target-attack', params: { delta: -Number(m[2]), ...(m[1] ? { elemental: true } : {}), duration: s.duration } }],
  },
  // Vilrik Landfarer: "Target Elemental Attack loses all abilities" (its text does nothing; its damage boxes stay).
  { re: /^target (Elemental )?attack loses all abilities$/i, build: (m, s) => [{ verb: 'change-target-attack', params: { noText: true, ...(m[1] ? { elemental: true } : {}), duration: s.duration } }] },
  {
    // Blügon: "Target attack does not count as the first attack played this combat" (nor its striker's first, nor the first against its target).
    re: /^target attack (does not count|counts) as the first attack played this combat$/i,
    build: (m, s) => [{ verb: 'change-target-attack', params: { first: !/not/i.test(m[1]), duration: s.duration } }],
  },
  {
    // Takinom: "The next attack played by Takinom this turn counts as its first attack this combat".
    re: /^the next attack played by (.+?) this turn counts as its first attack this combat$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'next-attack-first', params: { by, duration: s.duration } }] : null;
    },
  },
  {
    // Galmedar: "Each Creature you control deals an additional 5 attack damage to Creatures that share a Tribe with it" (CR 8.6.2.2).
    re: /^(.+?) deals? an additional (\d+) (?:attack )?damage to Creatures that share a Tribe with (?:it|them)$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[2]), by, against: { sharesTribe: true }, duration: s.duration } }] : null;
    },
  },
];
