/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm in its primal-dual
 * form, O(n³), as described by Galil ("Efficient algorithms for finding maximum matching in
 * graphs", ACM Computing Surveys 18, 1986). It returns the heaviest of the matchings of largest
 * size, so on a complete graph with an even number of vertices it is the heaviest perfect
 * matching. Weights must be integers below 2^50: every dual then stays an
 * integer and the arithmetic is exact.
 *
 * Vocabulary: edge k has the endpoints 2k (its first vertex) and 2k+1 (its second); `mate[v]`
 * is the remote endpoint of v's matched edge. Blossoms are numbered n..2n−1; a top-level
 * blossom is labelled S (1), T (2) or free (0) while a stage grows alternating trees from the
 * free vertices.
 */
/** Edges as parallel arrays: edge k joins u[k] and v[k] with integer weight w[k]. */
export interface WeightedEdges {
  readonly u: Int32Array;
  readonly v: Int32Array;
  readonly w: Float64Array;
}

/** The same from a list of [u, v, weight]. */
export function edgeList(list: readonly (readonly [number, number, number])[]): WeightedEdges {
  return {
    u: Int32Array.from(list, (e) => e[0]),
    v: Int32Array.from(list, (e) => e[1]),
    w: Float64Array.from(list, (e) => e[2]),
  };
}

/** mate[v] is v's partner in a maximum-weight matching of largest size, or −1. */
export function maxWeightMatching(n: number, edges: WeightedEdges): Int32Array {
  const result = new Int32Array(n).fill(-1);
  const { u: eu, v: ev, w: ew } = edges;
  const m = eu.length;
  if (n === 0 || m === 0) return result;
  let maxWeight = 0;
  for (let k = 0; k < m; k++) {
    const u = eu[k];
    const v = ev[k];
    const w = ew[k];
    if (!Number.isInteger(w) || Math.abs(w) >= 2 ** 50) throw new RangeError(`edge ${k} (${u}–${v}) has weight ${w}: weights must be integers below 2^50`);
    if (u === v || u < 0 || v < 0 || u >= n || v >= n) throw new RangeError(`edge ${k} (${u}–${v}) does not join two distinct vertices of 0..${n - 1}`);
    if (w > maxWeight) maxWeight = w;
  }
  const endpoint = (p: number): number => ((p & 1) === 0 ? eu[p >> 1] : ev[p >> 1]);
  // Adjacency in one array: the remote endpoints of vertex x are adjacent[start[x]..start[x+1]).
  const start = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    start[eu[k] + 1]++;
    start[ev[k] + 1]++;
  }
  for (let x = 0; x < n; x++) start[x + 1] += start[x];
  const adjacent = new Int32Array(2 * m);
  const fill = start.slice(0, n);
  for (let k = 0; k < m; k++) {
    adjacent[fill[eu[k]]++] = 2 * k + 1;
    adjacent[fill[ev[k]]++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1);
  const label = new Int32Array(2 * n);
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = Int32Array.from({ length: n }, (_, i) => i);
  const parent = new Int32Array(2 * n).fill(-1);
  const children: (number[] | null)[] = new Array(2 * n).fill(null);
  const endps: (number[] | null)[] = new Array(2 * n).fill(null);
  const base = Int32Array.from({ length: 2 * n }, (_, i) => (i < n ? i : -1));
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const bestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unused: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unused.push(b);
  const dual = new Float64Array(2 * n);
  dual.fill(maxWeight, 0, n);
  const allowed = new Uint8Array(m);
  let queue: number[] = [];

  // Every vertex dual starts at the largest weight, so the edges of that weight are tight: a
  // greedy matching of them is a valid start and saves a stage for each of its edges.
  for (let k = 0; k < m; k++) {
    if (ew[k] === maxWeight && mate[eu[k]] === -1 && mate[ev[k]] === -1) {
      mate[eu[k]] = 2 * k + 1;
      mate[ev[k]] = 2 * k;
    }
  }

  const slack = (k: number): number => dual[eu[k]] + dual[ev[k]] - 2 * ew[k];
  const at = <T>(list: T[], i: number): T => list[((i % list.length) + list.length) % list.length];
  const leaves = (b: number, out: number[] = []): number[] => {
    if (b < n) out.push(b);
    else for (const c of children[b]!) leaves(c, out);
    return out;
  };

  /** Labels the top blossom of w with t, reached through endpoint p; a T blossom's mate becomes S. */
  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inBlossom[w];
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) queue.push(...leaves(b));
    else {
      const mb = mate[base[b]];
      assignLabel(endpoint(mb), 1, mb ^ 1);
    }
  };

  /** Walks up from v and w alternately: the base of a new blossom, or −1 for an augmenting path. */
  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let found = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        found = base[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) v = -1;
      else {
        v = endpoint(labelEnd[b]);
        b = inBlossom[v];
        v = endpoint(labelEnd[b]);
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return found;
  };

  /** Shrinks the odd cycle closed by edge k, whose lowest common ancestor has base `b0`. */
  const addBlossom = (b0: number, k: number): void => {
    let v = eu[k];
    let w = ev[k];
    const bb = inBlossom[b0];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unused.pop()!;
    base[b] = b0;
    parent[b] = -1;
    parent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      parent[bv] = b;
      path.push(bv);
      ends.push(labelEnd[bv]);
      v = endpoint(labelEnd[bv]);
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      parent[bw] = b;
      path.push(bw);
      ends.push(labelEnd[bw] ^ 1);
      w = endpoint(labelEnd[bw]);
      bw = inBlossom[w];
    }
    children[b] = path;
    endps[b] = ends;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    for (const leaf of leaves(b)) {
      if (label[inBlossom[leaf]] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    // The least-slack edge from the new blossom to each neighbouring S blossom.
    const bestTo = new Int32Array(2 * n).fill(-1);
    for (const c of path) {
      const consider = (e: number): void => {
        const j = inBlossom[ev[e]] === b ? eu[e] : ev[e];
        const bj = inBlossom[j];
        if (bj !== b && label[bj] === 1 && (bestTo[bj] === -1 || slack(e) < slack(bestTo[bj]))) bestTo[bj] = e;
      };
      const known = bestEdges[c];
      if (known) for (const e of known) consider(e);
      else for (const x of leaves(c)) for (let i = start[x]; i < start[x + 1]; i++) consider(adjacent[i] >> 1);
      bestEdges[c] = null;
      bestEdge[c] = -1;
    }
    const best: number[] = [];
    for (const e of bestTo) if (e !== -1) best.push(e);
    bestEdges[b] = best;
    bestEdge[b] = -1;
    for (const e of best) if (bestEdge[b] === -1 || slack(e) < slack(bestEdge[b])) bestEdge[b] = e;
  };

  /** Undoes blossom b; mid-stage (a T blossom whose dual reached zero) its children are relabelled. */
  const expandBlossom = (b: number, endStage: boolean): void => {
    const kids = children[b]!;
    const ends = endps[b]!;
    for (const s of kids) {
      parent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else for (const leaf of leaves(s)) inBlossom[leaf] = s;
    }
    if (!endStage && label[b] === 2) {
      const entry = inBlossom[endpoint(labelEnd[b] ^ 1)];
      let j = kids.indexOf(entry);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= kids.length;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint(p ^ 1)] = 0;
        label[endpoint(at(ends, j - trick) ^ trick ^ 1)] = 0;
        assignLabel(endpoint(p ^ 1), 2, p);
        allowed[at(ends, j - trick) >> 1] = 1;
        j += step;
        p = at(ends, j - trick) ^ trick;
        allowed[p >> 1] = 1;
        j += step;
      }
      const bv0 = at(kids, j);
      label[endpoint(p ^ 1)] = label[bv0] = 2;
      labelEnd[endpoint(p ^ 1)] = labelEnd[bv0] = p;
      bestEdge[bv0] = -1;
      j += step;
      while (at(kids, j) !== entry) {
        const bv = at(kids, j);
        if (label[bv] === 1) {
          j += step;
          continue;
        }
        const ls = leaves(bv);
        const v = ls.find((x) => label[x] !== 0) ?? ls[ls.length - 1];
        if (label[v] !== 0) {
          label[v] = 0;
          label[endpoint(mate[base[bv]])] = 0;
          assignLabel(v, 2, labelEnd[v]);
        }
        j += step;
      }
    }
    label[b] = labelEnd[b] = -1;
    children[b] = endps[b] = null;
    base[b] = -1;
    bestEdges[b] = null;
    bestEdge[b] = -1;
    unused.push(b);
  };

  /** Swaps matched and unmatched edges on the path from vertex v to the base of blossom b, and rotates b. */
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (parent[t] !== b) t = parent[t];
    if (t >= n) augmentBlossom(t, v);
    const kids = children[b]!;
    const ends = endps[b]!;
    const i = kids.indexOf(t);
    let j = i;
    let step: number;
    let trick: number;
    if (i & 1) {
      j -= kids.length;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      t = at(kids, j);
      const p = at(ends, j - trick) ^ trick;
      if (t >= n) augmentBlossom(t, endpoint(p));
      j += step;
      t = at(kids, j);
      if (t >= n) augmentBlossom(t, endpoint(p ^ 1));
      mate[endpoint(p)] = p ^ 1;
      mate[endpoint(p ^ 1)] = p;
    }
    children[b] = kids.slice(i).concat(kids.slice(0, i));
    endps[b] = ends.slice(i).concat(ends.slice(0, i));
    base[b] = base[children[b]![0]];
  };

  /** Flips the augmenting path through edge k between two S vertices of different trees. */
  const augmentMatching = (k: number): void => {
    for (let [s, p] of [[eu[k], 2 * k + 1], [ev[k], 2 * k]]) {
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint(labelEnd[bs]);
        const bt = inBlossom[t];
        s = endpoint(labelEnd[bt]);
        const j = endpoint(labelEnd[bt] ^ 1);
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    bestEdges.fill(null, n);
    allowed.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let i = start[v]; i < start[v + 1]; i++) {
          const p = adjacent[i];
          const k = p >> 1;
          const w = endpoint(p);
          if (inBlossom[v] === inBlossom[w]) continue;
          let kslack = 0;
          if (!allowed[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowed[k] = 1;
          }
          if (allowed[k]) {
            if (label[inBlossom[w]] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inBlossom[w]] === 1) {
              const b0 = scanBlossom(v, w);
              if (b0 >= 0) addBlossom(b0, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kslack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kslack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No tight edge extends the trees: move the duals by the largest safe step.
      let type = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (type === -1 || d < delta) {
            delta = d;
            type = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (parent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (type === -1 || d < delta) {
            delta = d;
            type = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] === -1 && label[b] === 2 && (type === -1 || dual[b] < delta)) {
          delta = dual[b];
          type = 4;
          deltaBlossom = b;
        }
      }
      if (type === -1) {
        // Largest size reached, and no heavier matching of that size: a last step, then stop.
        type = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) delta = Math.min(delta, dual[v]);
        delta = Math.max(0, delta);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (base[b] >= 0 && parent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (type === 1) break;
      if (type === 2) {
        allowed[deltaEdge] = 1;
        const i = label[inBlossom[eu[deltaEdge]]] === 0 ? ev[deltaEdge] : eu[deltaEdge];
        queue.push(i);
      } else if (type === 3) {
        allowed[deltaEdge] = 1;
        queue.push(eu[deltaEdge]);
      } else expandBlossom(deltaBlossom, false);
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (parent[b] === -1 && base[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }
  for (let v = 0; v < n; v++) if (mate[v] >= 0) result[v] = endpoint(mate[v]);
  return result;
}
