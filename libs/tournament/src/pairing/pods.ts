import type { Pairing } from '../domain/match';

/**
 * Multiplayer pods of 3–5 (Lightseekers multiplayer, rules §5.3), filled in the given order
 * (standings order, or a seeded shuffle in round one): pods of four, with one pod of five or
 * of three, or two of five (two of three for six players), so nobody sits out.
 */
export function podSizes(players: number): number[] {
  if (players < 3) return players > 0 ? [players] : [];
  if (players === 6) return [3, 3];
  const fours = Math.floor(players / 4);
  switch (players % 4) {
    case 0: return Array(fours).fill(4);
    case 1: return [5, ...Array(fours - 1).fill(4)];
    case 2: return [5, 5, ...Array(fours - 2).fill(4)].filter((s) => s > 0);
    default: return [...Array(fours).fill(4), 3];
  }
}

/** How often two players have already sat at the same table (0 when they never have). */
export type TimesMet = (a: string, b: string) => number;

/** Pods this far apart in the order may trade players: pods stay near the standings, and the search stays linear. */
const SWAP_WINDOW = 8;

/**
 * Pods in the given order, then trades of one player between two pods while a trade lowers the
 * number of repeat pairings (two players at a table who have met before, counted once per
 * earlier meeting). Pods are visited top-down; a pod with a repeat takes its best trade with a
 * pod at most SWAP_WINDOW away, and of equally good trades the one between players nearest in
 * the order (then the first found), so the pods stay as close to the standings as the field
 * allows. The order alone is the starting point and only strict gains are taken: never more
 * repeats than filling pods in order, and the same answer for the same input.
 */
export function pairPods(ordered: readonly string[], met: TimesMet = () => 0): Pairing[] {
  const pods: string[][] = [];
  let at = 0;
  for (const size of podSizes(ordered.length)) {
    pods.push(ordered.slice(at, at + size));
    at += size;
  }
  if (pods.length > 1) lessenRepeats(pods, ordered, met);
  const rank = new Map(ordered.map((id, i) => [id, i]));
  // Seats in the given order within each pod: a trade changes who sits at a table, not how it is read.
  return pods.map((players, i) => ({ table: i + 1, players: [...players].sort((a, b) => rank.get(a)! - rank.get(b)!) }));
}

/** Repeat pairings within the pods (each pair counted once per earlier meeting). */
export function podRepeats(pods: readonly Pairing[], met: TimesMet): number {
  let repeats = 0;
  for (const { players } of pods) {
    for (let i = 0; i < players.length; i++) for (let j = i + 1; j < players.length; j++) repeats += met(players[i], players[j]);
  }
  return repeats;
}

function lessenRepeats(pods: string[][], ordered: readonly string[], met: TimesMet): void {
  const rank = new Map(ordered.map((id, i) => [id, i]));
  // What `player` would meet in `pod` sitting in seat `seat` (the seat's own holder left out).
  const costAt = (pod: readonly string[], player: string, seat: number): number => {
    let c = 0;
    for (let k = 0; k < pod.length; k++) if (k !== seat) c += met(player, pod[k]);
    return c;
  };
  const inner = (pod: readonly string[]): number => podRepeats([{ table: 0, players: pod }], met);
  // Each trade lowers the total by at least one, so the sweeps end; a sweep without a trade is the last.
  for (let improved = true; improved;) {
    improved = false;
    for (let p = 0; p < pods.length; p++) {
      // A trade gains only where a pod has a repeat, and the window is symmetric: pods without one wait to be asked.
      while (inner(pods[p]) > 0) {
        let best: { q: number; i: number; j: number; gain: number; distance: number } | undefined;
        for (let q = Math.max(0, p - SWAP_WINDOW); q < pods.length && q <= p + SWAP_WINDOW; q++) {
          if (q === p) continue;
          for (let i = 0; i < pods[p].length; i++) {
            const a = pods[p][i];
            const stayA = costAt(pods[p], a, i);
            for (let j = 0; j < pods[q].length; j++) {
              const b = pods[q][j];
              const gain = stayA + costAt(pods[q], b, j) - costAt(pods[p], b, i) - costAt(pods[q], a, j);
              if (gain <= 0) continue;
              const distance = Math.abs(rank.get(a)! - rank.get(b)!);
              if (!best || gain > best.gain || (gain === best.gain && distance < best.distance)) best = { q, i, j, gain, distance };
            }
          }
        }
        if (!best) break;
        const { q, i, j } = best;
        [pods[p][i], pods[q][j]] = [pods[q][j], pods[p][i]];
        improved = true;
      }
    }
  }
}
