import type { ActionEnvelope } from '../envelope';
import type { GameModule } from '../game-module';
import type { MatchLogHeader } from '../log/header';
import type { ParsedMatchLog } from '../log/read-log';
import type { GameOutcome } from '../outcome';
import { UnknownEngineVersionError } from '../versions/unknown-engine-version';
import type { AuditOptions, AuditReport, AuditViolation, DeckChecker } from './audit-report';
import { deckHashViolation, moduleDeckChecker } from './deck-checks';
import { checkReportedResult, checkTimeCalled } from './result-check';
import { groupedReplay } from './grouped-replay';
import { checkSeeds } from './seed-check';

/**
 * Audits a match log of any game: header checks (deck hashes, deck legality, the engine's
 * configuration), commit-reveal seeds in digital play, a replay of every action with the
 * engine version the log names, the reported result against the derived outcome, time called,
 * and the attested effects for a judge. Header-level violations carry seq 0; codes are the
 * game's (`<game>/deck-hash-mismatch`) and rules come from its index (`rules.kit`). Each
 * deck problem is reported once, and only a configuration the engine cannot set up stops the
 * replay; violations that follow only from an earlier illegal action are its `consequences`.
 */
export function auditMatchLog<Deck, Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View, Header extends MatchLogHeader<Deck> = MatchLogHeader<Deck>>(
  module: Pick<GameModule<Deck, Config, State, Action, Outcome, View>, 'id' | 'rules' | 'decks' | 'engines' | 'log'>,
  log: ParsedMatchLog<Header, Action>,
  options: AuditOptions<Deck, Header> = {},
): AuditReport<Outcome> {
  const { header, actions, reveals, reported } = log;
  const game = module.id;
  const kit = module.rules.kit;
  const lastSeq = actions.length > 0 ? actions[actions.length - 1].seq : 0;
  const violations: AuditViolation[] = [];
  const stop = (notReplayed: string): AuditReport<Outcome> =>
    ({ matchId: header.matchId, reportedResult: reported, actions: actions.length, valid: false, violations, derivedOutcome: null, applied: 0, finalHash: null, attested: [], notReplayed });

  const checkDeck: DeckChecker<Deck, Header> | undefined = options.checkDeck === true ? moduleDeckChecker(module.decks) : options.checkDeck || undefined;
  const deckRules = new Set<string>();
  for (const player of header.players) {
    const deck = header.decks?.[player.id];
    if (deck === undefined) continue;
    const mismatch = deckHashViolation(game, kit.registeredDeck, header, player.id, module.decks.hash);
    if (mismatch) violations.push(mismatch);
    if (!checkDeck) continue;
    for (const v of checkDeck(deck, header)) {
      violations.push(v);
      deckRules.add(v.rule);
    }
  }
  if (!header.decks) return stop('the header publishes only deck hashes; the decklists are needed to replay');
  // A log replays under the engine version it was played with.
  if (!module.engines.replayable.includes(header.engineVersion)) return stop(new UnknownEngineVersionError(game, header.engineVersion, module.engines.replayable).message);
  const config = module.engines.configFromHeader(header);
  // Only what the engine cannot set up stops the replay (an illegal but well-formed deck is played and reported once);
  // a problem the deck check already cited under the same rule is not reported a second time.
  const configViolations = module.engines.checkConfig(config);
  for (const v of configViolations) if (!deckRules.has(v.rule)) violations.push(v);
  if (configViolations.length > 0) return stop(`the match configuration is unusable: ${configViolations[0].message}`);

  let combined: string | undefined;
  if (header.mode === 'digital') {
    const seeds = checkSeeds(game, kit.seeds, header, reveals);
    if ('violations' in seeds) {
      violations.push(...seeds.violations);
      return stop('the shuffles cannot be re-derived without every committed seed');
    }
    combined = seeds.combined;
  }

  const engine = module.engines.engine(header.engineVersion);
  // Later refusals that only follow from an earlier skipped action are grouped under it (grouped-replay.ts).
  const result = groupedReplay(engine, config, { combined }, actions, { mode: options.mode ?? 'audit', hashFinal: options.hashFinal }, kit.gameOver);
  violations.push(...result.violations);
  // A strict replay that stopped early has no final outcome to compare with.
  if (result.stoppedAt === null) {
    const resultFindings = checkReportedResult(game, kit, result.outcome, reported, lastSeq);
    // After a skipped action the replayed game is not the one played: a result that the players' game gives is a consequence.
    const root = result.violations.length > 0 ? violations.length - 1 : -1;
    if (resultFindings.length > 0 && root >= 0 && result.playersOutcome !== undefined && checkReportedResult(game, kit, result.playersOutcome, reported, lastSeq).length === 0) {
      violations[root] = { ...violations[root], consequences: [...(violations[root].consequences ?? []), ...resultFindings] };
    } else violations.push(...resultFindings);
    if (log.timeCalled && result.outcome) violations.push(checkTimeCalled(game, kit, log.timeCalled.by, lastSeq));
  }
  // Written out, not spread (audit speed: in a profile of bulk audits, spreads were half of this function's own time).
  const report: AuditReport<Outcome> = {
    matchId: header.matchId, reportedResult: reported, actions: actions.length, valid: violations.length === 0, violations,
    derivedOutcome: result.outcome, applied: result.applied, finalHash: result.finalHash, attested: module.log.attested(actions, header.engineVersion),
  };
  return log.timeCalled ? { ...report, timeCalledBy: log.timeCalled.by } : report;
}

