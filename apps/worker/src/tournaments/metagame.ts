import type { DeckSummary, Metagame, TribeShare } from '@arbiter/api-contract';
import type { AnyGameModule } from '@arbiter/rules';
import { TournamentState } from '@arbiter/tournament';

/** How a tournament's decks are grouped: its game's grouping, and which cards count for a group. */
export interface DeckGrouping {
  /** What a group is called (`tribe`). */
  readonly label: string;
  groupOf(cardIds: readonly string[]): string;
  /** Whether a card counts for a group (a Chaotic creature counts for its tribe). */
  counts(cardId: string): boolean;
}

const UNGROUPED: DeckGrouping = { label: 'group', groupOf: () => 'Unknown', counts: () => false };
const groupings = new WeakMap<AnyGameModule, DeckGrouping>();

/** The grouping of a registered game (one per game, so what it has read is kept); a game not registered here groups every deck as `Unknown`. */
export function groupingOf(module: AnyGameModule | undefined): DeckGrouping {
  if (!module) return UNGROUPED;
  let grouping = groupings.get(module);
  if (!grouping) {
    grouping = {
      label: module.metagame.label,
      groupOf: (ids) => module.metagame.groupOf(ids),
      counts: (id) => module.cards.bundled().byId(id)?.group !== undefined,
    };
    groupings.set(module, grouping);
  }
  return grouping;
}

interface DeckShape {
  readonly tribe: string;
  readonly creatures: number;
}

/**
 * Each deck's group and count, read once per deck list: a registered deck never changes and the
 * folds share its list from state to state, so the projection after every result reads no deck
 * again. Weak keys: a list goes with the last state that holds it.
 */
const shapes = new WeakMap<DeckGrouping, WeakMap<readonly string[], DeckShape>>();

function shapeOf(grouping: DeckGrouping, cards: readonly string[]): DeckShape {
  let known = shapes.get(grouping);
  if (!known) shapes.set(grouping, (known = new WeakMap()));
  let shape = known.get(cards);
  if (!shape) known.set(cards, (shape = { tribe: grouping.groupOf(cards), creatures: cards.filter((id) => grouping.counts(id)).length }));
  return shape;
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/** The groups (Chaotic: tribes) of the registered decks, their share of the field and their match records. */
export function computeMetagame(state: TournamentState, grouping: DeckGrouping): Metagame {
  const decks: DeckSummary[] = [...state.players.values()].map((p) => {
    const { tribe, creatures } = shapeOf(grouping, p.deck.cards);
    return { playerId: p.id, name: p.name, tribe, creatures, dropped: p.droppedAfterRound !== undefined };
  });
  const tribeOfPlayer = new Map(decks.map((d) => [d.playerId, d.tribe]));
  const rows = new Map<string, TribeShare>();
  const row = (tribe: string): TribeShare => {
    let r = rows.get(tribe);
    if (!r) rows.set(tribe, (r = { tribe, players: 0, share: 0, wins: 0, losses: 0, draws: 0, winRate: null }));
    return r;
  };
  for (const d of decks) row(d.tribe).players += 1;
  for (const round of state.roundsPlayed) {
    for (const m of round.matches) {
      if (m.status !== 'final' || !m.result) continue;
      if (m.result.kind === 'victory-points') {
        podRecord(m.players, m.result.points, (p) => tribeOfPlayer.get(p) ?? 'Unknown', row);
        continue;
      }
      if (m.players.length !== 2) continue;
      const [a, b] = m.players.map((p) => tribeOfPlayer.get(p) ?? 'Unknown');
      if (a === b) continue;
      const [wa, wb] = m.result.wins;
      if (wa === wb) {
        row(a).draws += 1;
        row(b).draws += 1;
      } else {
        row(wa > wb ? a : b).wins += 1;
        row(wa > wb ? b : a).losses += 1;
      }
    }
  }
  const field = decks.length;
  const tribes = [...rows.values()].map((r) => {
    const played = r.wins + r.losses + r.draws;
    return { ...r, share: field ? round4(r.players / field) : 0, winRate: played ? round4(r.wins / played) : null };
  });
  tribes.sort((x, y) => y.players - x.players || x.tribe.localeCompare(y.tribe));
  return { label: grouping.label, tribes, decks };
}

/**
 * A pod's result for the groups at it: the player with the most victory points wins for their
 * group, players tied for the most draw, the others lose (Lightseekers rules §5.3.6). A pod of
 * one group only is a mirror and left out, as mirror matches are.
 */
function podRecord(players: readonly string[], points: readonly number[], groupOf: (player: string) => string, row: (group: string) => TribeShare): void {
  const groups = players.map(groupOf);
  if (groups.every((g) => g === groups[0])) return;
  const best = Math.max(...points);
  const leaders = points.filter((v) => v === best).length;
  groups.forEach((group, seat) => {
    const r = row(group);
    if ((points[seat] ?? 0) < best) r.losses += 1;
    else if (leaders > 1) r.draws += 1;
    else r.wins += 1;
  });
}
