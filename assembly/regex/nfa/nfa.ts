// A Thompson NFA over bytes. States live in flat arrays (kind, a, b, next) so the engines can
// walk them without allocating; variable-length lists (sparse byte transitions, ordered
// alternatives) live in `pool`.
//
//   S_RANGE   bytes a..b -> next
//   S_SPARSE  pool[a .. a + 3*b) holds (lo, hi, target) triples, sorted, disjoint
//   S_UNION   pool[a .. a + b) holds targets in priority order (first = preferred)
//   S_CAPTURE write the position to slot a, -> next
//   S_LOOK    assertion a (LOOK_* in syntax/ast.ts) holds here, -> next
//   S_MATCH   pattern a matched
//   S_FAIL    no transitions
//   S_EMPTY   -> next

export const S_RANGE = 0;
export const S_SPARSE = 1;
export const S_UNION = 2;
export const S_CAPTURE = 3;
export const S_LOOK = 4;
export const S_MATCH = 5;
export const S_FAIL = 6;
export const S_EMPTY = 7;

export class NFA {
  kind: Array<i32> = new Array<i32>();
  a: Array<i32> = new Array<i32>();
  b: Array<i32> = new Array<i32>();
  next: Array<i32> = new Array<i32>();
  pool: Array<i32> = new Array<i32>();
  /** Anchored start state of each pattern. */
  starts: Array<i32> = new Array<i32>();
  /** Start state that tries every pattern in order (the anchored start of a set). */
  start: i32 = 0;
  /** Number of capture slots (2 per group, group 0 included) of the largest pattern. */
  slotCount: i32 = 2;
  /** Look kinds used, as a bit set (1 << LOOK_*). */
  looks: i32 = 0;
  patternCount: i32 = 1;

  get size(): i32 {
    return this.kind.length;
  }

  add(kind: i32, a: i32, b: i32, next: i32): i32 {
    const id = this.kind.length;
    this.kind.push(kind);
    this.a.push(a);
    this.b.push(b);
    this.next.push(next);
    return id;
  }

  addUnion(targets: Array<i32>): i32 {
    if (targets.length == 1) return targets[0];
    const off = this.pool.length;
    for (let i = 0; i < targets.length; i++) this.pool.push(targets[i]);
    return this.add(S_UNION, off, targets.length, -1);
  }

  /** A two-way union whose targets are filled in later (for loops). */
  addUnion2(): i32 {
    const off = this.pool.length;
    this.pool.push(-1);
    this.pool.push(-1);
    return this.add(S_UNION, off, 2, -1);
  }

  setUnion2(id: i32, first: i32, second: i32): void {
    const off = this.a[id];
    this.pool[off] = first;
    this.pool[off + 1] = second;
  }

  addSparse(los: Array<i32>, his: Array<i32>, targets: Array<i32>): i32 {
    if (los.length == 1) return this.add(S_RANGE, los[0], his[0], targets[0]);
    const off = this.pool.length;
    for (let i = 0; i < los.length; i++) {
      this.pool.push(los[i]);
      this.pool.push(his[i]);
      this.pool.push(targets[i]);
    }
    return this.add(S_SPARSE, off, los.length, -1);
  }
}
