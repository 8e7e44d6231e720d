import { checkSeedReveals, combineSeeds, GameOutcome, replay, ReplayMode, sameResult, Violation } from '@arbiter/rules';
import { checkMatchConfig } from '../engine/config-check';
import { createChaoticEngine } from '../engine/engine';
import { frozenCardText, REPLAYABLE_ENGINE_VERSIONS, UnknownEngineVersionError } from '../engine/engine-versions';
import { AttestPayload, CardLookup, ChaoticAction, ChaoticMatchConfig, ChaoticOutcome, EngineDeck } from '../engine/types';
import { cardEffects } from '../effects/parse-effects';
import { deckHash, MatchLogHeader, ReportedResultRecord } from './header';
import { ParsedMatchLog } from './parse-log';

export interface AttestedEntry {
  readonly seq: number;
  readonly player: string;
  readonly card: string;
  readonly text: readonly string[];
  readonly outcome: Omit<AttestPayload, 'item' | 'card'>;
}

export interface AuditReport {
  readonly matchId: string;
  readonly valid: boolean;
  readonly violations: Violation[];
  /** The outcome the engine derives from the actions, null if the game did not finish. */
  readonly derivedOutcome: ChaoticOutcome | null;
  readonly reportedResult: ReportedResultRecord | null;
  readonly actions: number;
  readonly applied: number;
  readonly finalHash: string | null;
  /** Attested effects the log states outcomes for, for a judge to check against the card text. */
  readonly attested: readonly AttestedEntry[];
  /** Set when the log could not be replayed at all (e.g. seeds missing), with the reason. */
  readonly notReplayed?: string;
  /** The official who called time, when the log ends with time called (the game counts as a drawn game). */
  readonly timeCalledBy?: string;
}

/** Extra legality checks (e.g. the format's deck rules) run on each registered deck. */
export type DeckChecker = (deck: EngineDeck, header: MatchLogHeader) => Violation[];

export interface AuditOptions {
  readonly mode?: ReplayMode;
  readonly checkDeck?: DeckChecker;
  /** Hash the final state (default true). */
  readonly hashFinal?: boolean;
}

const engines = new WeakMap<CardLookup, Map<string, ReturnType<typeof createChaoticEngine>>>();

/** One engine per card set and engine version, so repeated audits reuse its card index. */
function engineFor(cards: CardLookup, version: string) {
  let byVersion = engines.get(cards);
  if (!byVersion) engines.set(cards, (byVersion = new Map()));
  let engine = byVersion.get(version);
  if (!engine) byVersion.set(version, (engine = createChaoticEngine(cards, version)));
  return engine;
}

/** The engine configuration a header describes. */
export function configFromHeader(header: MatchLogHeader): ChaoticMatchConfig {
  const ids = header.players.map((p) => p.id);
  const deckOf = (id: string): EngineDeck => header.decks?.[id] ?? { creatures: [], attacks: [], locations: [] };
  return {
    matchId: header.matchId,
    format: header.gameFormat,
    mode: header.mode,
    players: [ids[0], ids[1]],
    decks: [deckOf(ids[0]), deckOf(ids[1])],
    ...(header.startingPlayer !== undefined ? { startingPlayer: header.startingPlayer } : {}),
  };
}

function compareResult(outcome: ChaoticOutcome | null, reported: ReportedResultRecord | null, lastSeq: number): Violation[] {
  if (!reported) return [];
  if (!outcome) {
    return [{ code: 'chaotic/result-before-end', rule: '5.1', seq: lastSeq, message: 'a result is reported but the actions do not finish the game' }];
  }
  if (sameResult(outcome, reported)) return [];
  const describe = (r: Pick<GameOutcome, 'winners' | 'draw'>) => (r.draw ? 'a draw' : `a win for ${r.winners.join(', ')}`);
  return [{
    code: 'chaotic/reported-result-mismatch',
    rule: outcome.draw || reported.draw ? '5.1.2' : '5.1',
    seq: lastSeq,
    message: `reported ${describe(reported)}, but the actions give ${describe(outcome)}`,
  }];
}

/**
 * Audits a parsed match log: header checks (deck hashes, engine prerequisites, deck
 * legality), commit-reveal seeds in digital play, a replay of every action, and the
 * reported result against the outcome the engine derives. Header-level violations carry seq 0.
 */
export function auditMatchLog(log: ParsedMatchLog, cards: CardLookup, options: AuditOptions = {}): AuditReport {
  const { header, actions, reveals, reported } = log;
  const violations: Violation[] = [];
  const lastSeq = actions.length > 0 ? actions[actions.length - 1].seq : 0;
  const base = { matchId: header.matchId, reportedResult: reported, actions: actions.length };
  const stop = (notReplayed: string): AuditReport =>
    ({ ...base, valid: false, violations, derivedOutcome: null, applied: 0, finalHash: null, attested: [], notReplayed });

  for (const player of header.players) {
    const deck = header.decks?.[player.id];
    if (!deck) continue;
    if (header.deckHashes[player.id] !== deckHash(deck)) {
      violations.push({ code: 'chaotic/deck-hash-mismatch', rule: '2.1', seq: 0, message: `${player.id}'s decklist does not match the registered deck hash` });
    }
    if (options.checkDeck) violations.push(...options.checkDeck(deck, header));
  }
  if (!header.decks) return stop('the header publishes only deck hashes; the decklists are needed to replay');
  // A log replays under the engine version it was played with (its reading of card text).
  if (!REPLAYABLE_ENGINE_VERSIONS.includes(header.engineVersion)) return stop(new UnknownEngineVersionError(header.engineVersion).message);
  const config = configFromHeader(header);
  const configViolations = checkMatchConfig(config, cards);
  violations.push(...configViolations);
  if (configViolations.length > 0) return stop('the match configuration is unusable');

  let combined: string | undefined;
  if (header.mode === 'digital') {
    const commitments = header.seedCommitments ?? {};
    const revealed = Object.fromEntries(reveals.map((r) => [r.player, r.seed]));
    const problems = checkSeedReveals(commitments, revealed);
    if (Object.keys(commitments).length !== header.players.length) problems.push({ player: '(header)', reason: 'missing' });
    for (const p of problems) {
      violations.push({
        code: p.reason === 'missing' ? 'chaotic/seed-missing' : 'chaotic/seed-mismatch', rule: '4.1.5', seq: 0,
        message: p.reason === 'missing' ? `no seed commitment and reveal for ${p.player}` : `${p.player}'s revealed seed does not match the commitment`,
      });
    }
    if (problems.length > 0) return stop('the shuffles cannot be re-derived without every committed seed');
    combined = combineSeeds(header.players.map((p) => revealed[p.id]), header.matchId);
  }

  const engine = engineFor(cards, header.engineVersion);
  const result = replay(engine, config, { combined }, actions, { mode: options.mode ?? 'audit', hashFinal: options.hashFinal });
  violations.push(...result.violations);
  // A strict replay that stopped early has no final outcome to compare with.
  if (result.stoppedAt === null) violations.push(...compareResult(result.outcome, reported, lastSeq));
  if (result.stoppedAt === null && log.timeCalled && result.outcome) {
    violations.push({ code: 'chaotic/time-called-after-end', rule: '5.1', seq: lastSeq, message: `time was called by ${log.timeCalled.by}, but the actions finish the game: the log should state its result` });
  }
  // Written out, not spread from `base` (audit speed: in a profile of bulk Masters audits, the spreads were half of this function's own time).
  const report: AuditReport = {
    matchId: header.matchId, reportedResult: reported, actions: actions.length, valid: violations.length === 0, violations,
    derivedOutcome: result.outcome, applied: result.applied, finalHash: result.finalHash, attested: attestedEntries(actions, cards, header.engineVersion),
  };
  return log.timeCalled ? { ...report, timeCalledBy: log.timeCalled.by } : report;
}

/** Every `attest` action with the card's attested text beside the stated outcome. */
function attestedEntries(actions: readonly ChaoticAction[], cards: CardLookup, version: string): AttestedEntry[] {
  const frozen = frozenCardText(version);
  const out: AttestedEntry[] = [];
  for (const action of actions) {
    if (action.type !== 'attest') continue;
    const { item: _item, card, ...outcome } = (action.payload ?? {}) as AttestPayload;
    const found = typeof card === 'string' ? cards.byId(card) : undefined;
    const effects = !found ? [] : frozen ? frozen[found.id]?.normal ?? [] : cardEffects(found);
    const text = effects.filter((e) => e.kind === 'attested').map((e) => (e as { text: string }).text);
    out.push({ seq: action.seq, player: action.player, card: String(card), text, outcome });
  }
  return out;
}
