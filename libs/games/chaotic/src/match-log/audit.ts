import {
  type AuditOptions as KitAuditOptions, type AuditReport as KitAuditReport, auditMatchLog as auditWithModule, type DeckChecker as KitDeckChecker,
} from '@arbiter/rules';
import type { CardLookup, ChaoticOutcome, EngineDeck } from '../engine/types';
import { CardSet } from '../cards/card-set';
import { loadChaoticCards } from '../cards/load-cards';
import { chaoticDecks } from '../module/chaotic-decks';
import { chaoticEngines } from '../module/chaotic-engines';
import { chaoticLogPayloads } from '../module/chaotic-log';
import { chaoticRulesIndex } from '../module/rules-index';
import type { AttestedEntry } from './attested-entries';
import type { MatchLogHeader } from './header';
import type { ParsedMatchLog } from './parse-log';

export type AuditReport = KitAuditReport<ChaoticOutcome, AttestedEntry>;

/** Extra legality checks (e.g. the format's deck rules, `deckLegalityChecker`) run on each registered deck. */
export type DeckChecker = KitDeckChecker<EngineDeck, MatchLogHeader>;

export type AuditOptions = KitAuditOptions<EngineDeck, MatchLogHeader>;

/** What the kit's audit needs of Chaotic, over one card set (the bundled one, or a file `arbiter audit --cards` names). */
const auditModules = new WeakMap<CardLookup, Parameters<typeof auditWithModule>[0]>();

function auditModule(cards: CardLookup) {
  let module = auditModules.get(cards);
  if (!module) {
    // Deck legality (`checkDeck: true`) needs a whole card set; a bare lookup is checked against the bundled one.
    const set = () => (cards instanceof CardSet ? cards : loadChaoticCards());
    auditModules.set(cards, (module = { id: 'chaotic', rules: chaoticRulesIndex(), decks: chaoticDecks(set), engines: chaoticEngines(() => cards), log: chaoticLogPayloads(() => cards) }));
  }
  return module;
}

/**
 * Audits a parsed Chaotic match log against a card set with the kit's audit (`auditMatchLog` of
 * `@arbiter/rules`): header checks, seeds, a replay under the engine version the log names, the
 * reported result, time called and the attested effects. Header-level violations carry seq 0.
 */
export function auditMatchLog(log: ParsedMatchLog, cards: CardLookup, options: AuditOptions = {}): AuditReport {
  return auditWithModule(auditModule(cards), log, options as KitAuditOptions) as AuditReport;
}
