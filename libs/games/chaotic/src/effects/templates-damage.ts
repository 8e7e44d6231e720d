import { isCreatureSubtype } from './creature-names';
import type { CreatureFilter } from './effect-types';
import { elementList, subject, tribeList } from './phrases';
import type { Template } from './sentence-templates';

const TRIBE = String.raw`(?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;
const KINDS = new RegExp(String.raw`^(Infected |Uninfected )?(?:(${TRIBE}(?: (?:and|or) ${TRIBE})*) )?(?:([A-Z][a-z']+) )?Creatures(?: with (Fire|Air|Earth|Water))?$`);

/** "UnderWorld and Danian Creatures", "Minion Creatures", "Creatures with Water" → the creatures an attack is against. */
export function againstFilter(text: string): CreatureFilter | null {
  const m = KINDS.exec(text.trim());
  if (!m || !(m[1] || m[2] || m[3] || m[4]) || (m[3] && !isCreatureSubtype(m[3]))) return null;
  return {
    // "Infected Creatures" (Agrino Jaldar).
    ...(m[1] ? { infected: m[1].trim() === 'Infected' } : {}),
    ...(m[2] ? { tribes: tribeList(m[2].replace(/ and /g, ' or ')) ?? [] } : {}),
    ...(m[3] ? { subtype: m[3] } : {}),
    ...(m[4] ? { elements: elementList(m[4]) ?? [] } : {}),
  };
}

/** Changes to damage as it is dealt (CR 8.5.4 for Mugic, CR 8.6.2.2 for attacks): by an attacker against some creatures, by Mugic, by the first attack against a creature. */
export const DAMAGE_TEMPLATES: readonly Template[] = [
  {
    re: /^(?:attacks played by (.+?) deal|(.+?) deals) an additional (\d+) (?:attack )?damage to (.+)$/i,
    build: (m, s) => {
      const by = m[1] ? (m[1] === s.cardName && s.cardType === 'Creature' ? ({ select: 'self' } as const) : subject(m[1], s)) : subject(m[2], s);
      const against = againstFilter(m[4]);
      return by && against ? [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[3]), by, against, duration: s.duration } }] : null;
    },
  },
  {
    re: /^damage dealt to (.+?) by Mugic is reduced to (\d+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'set-mugic-damage', params: { amount: Number(m[2]), to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^the first attack against (.+?) each combat deals (\d+) less damage$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'modify-first-attack-damage-to', params: { delta: -Number(m[2]), to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) are healed an additional (\d+) damage$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'modify-healing', params: { delta: Number(m[2]), to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^damage dealt to (.+?) by Recklessness is (reduced|increased) by (\d+)(?: for each Mugic counter on (.+))?$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const on = m[4] === undefined ? undefined : m[4] === s.cardName && s.cardType === 'Creature' ? ({ select: 'self' } as const) : subject(m[4], s);
      if (!to || on === null) return null;
      const delta = (/reduced/i.test(m[2]) ? -1 : 1) * Number(m[3]);
      return [{ verb: 'modify-recklessness-damage', params: { delta, to, duration: s.duration, ...(on ? { per: { of: 'mugic-counters', on } } : {}) } }];
    },
  },
  {
    re: /^reduce (.+?)'s (Courage|Power|Wisdom|Speed|Energy) to (\d+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'set-stat', params: { stat: m[2].toLowerCase() as 'courage', value: Number(m[3]), to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^choose to have (.+?) deal (\d+) damage$/i,
    build: (m, s) => (m[1] === s.cardName && s.cardType === 'Attack' ? [{ verb: 'set-attack-damage', params: { amount: Number(m[2]), which: 'this-attack', duration: s.duration } }] : null),
  },
  {
    re: /^destroy (all .+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'destroy-creature', params: { to } }] : null;
    },
  },
  {
    re: /^destroy target (engaged )?(?:([A-Z][a-z']+) )?Creature with (\d+)( or more)? (Courage|Power|Wisdom|Speed|Energy)$/i,
    build: (m, s) => {
      if (m[2] && !isCreatureSubtype(m[2])) return null;
      const x = Number(m[3]);
      const stat = { stat: m[5].toLowerCase() as 'courage', ...(m[4] ? { min: x } : { min: x, max: x }) };
      const filter: CreatureFilter = { ...(m[1] ? { engaged: true } : {}), ...(m[2] ? { subtype: m[2] } : {}), stat };
      return [{ verb: 'destroy-creature', params: { to: { select: 'target', index: s.targets++, filter } } }];
    },
  },
];
