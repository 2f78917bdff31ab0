/**
 * Minimum-cost maximum flow on a small network (tens to hundreds of nodes): successive shortest
 * paths, each found with the queue-based Bellman-Ford (SPFA), so that the residual graph's negative
 * costs need no potentials. Arc costs must be non-negative, which rules out negative cycles at the
 * start, and shortest augmentations never create one. Integer capacities and costs: exact.
 *
 * Used by the seating's slot plan (slotPlan.ts), whose network has one node per kind of student
 * and per slot, not per student, so its size does not grow with the number of students.
 */
export class FlowNetwork {
  readonly #nodeCount: number;
  readonly #head: number[];
  readonly #next: number[] = [];
  readonly #to: number[] = [];
  readonly #capacity: number[] = [];
  readonly #cost: number[] = [];
  readonly #initialCapacity: number[] = [];

  constructor(nodeCount: number) {
    this.#nodeCount = nodeCount;
    this.#head = new Array<number>(nodeCount).fill(-1);
  }

  /** Adds an arc and returns its id (for flowOn). */
  addArc(from: number, to: number, capacity: number, cost: number): number {
    if (cost < 0) throw new RangeError("FlowNetwork: arc costs must be non-negative");
    const id = this.#to.length;
    this.#push(from, to, capacity, cost);
    this.#push(to, from, 0, -cost);
    return id;
  }

  /** The flow on an arc after minCostMaxFlow. */
  flowOn(arc: number): number {
    return (this.#initialCapacity[arc] as number) - (this.#capacity[arc] as number);
  }

  /** Sends as much flow as possible from source to sink, at the least total cost among maximum flows. */
  minCostMaxFlow(source: number, sink: number): { flow: number; cost: number } {
    const n = this.#nodeCount;
    const distance = new Float64Array(n);
    const viaArc = new Int32Array(n);
    const queued = new Uint8Array(n);
    const queue: number[] = [];
    let flow = 0;
    let cost = 0;
    for (;;) {
      distance.fill(Number.POSITIVE_INFINITY);
      viaArc.fill(-1);
      distance[source] = 0;
      queue.length = 0;
      queue.push(source);
      queued[source] = 1;
      for (let at = 0; at < queue.length; at++) {
        const u = queue[at] as number;
        queued[u] = 0;
        for (let arc = this.#head[u] as number; arc !== -1; arc = this.#next[arc] as number) {
          if ((this.#capacity[arc] as number) <= 0) continue;
          const v = this.#to[arc] as number;
          const through = (distance[u] as number) + (this.#cost[arc] as number);
          if (through < (distance[v] as number)) {
            distance[v] = through;
            viaArc[v] = arc;
            if (!queued[v]) {
              queued[v] = 1;
              queue.push(v);
            }
          }
        }
      }
      if (distance[sink] === Number.POSITIVE_INFINITY) return { flow, cost };
      let push = Number.POSITIVE_INFINITY;
      for (let v = sink; v !== source; v = this.#to[(viaArc[v] as number) ^ 1] as number) {
        push = Math.min(push, this.#capacity[viaArc[v] as number] as number);
      }
      for (let v = sink; v !== source; v = this.#to[(viaArc[v] as number) ^ 1] as number) {
        const arc = viaArc[v] as number;
        this.#capacity[arc] = (this.#capacity[arc] as number) - push;
        this.#capacity[arc ^ 1] = (this.#capacity[arc ^ 1] as number) + push;
      }
      flow += push;
      cost += push * (distance[sink] as number);
    }
  }

  #push(from: number, to: number, capacity: number, cost: number): void {
    const id = this.#to.length;
    this.#to.push(to);
    this.#capacity.push(capacity);
    this.#initialCapacity.push(capacity);
    this.#cost.push(cost);
    this.#next.push(this.#head[from] as number);
    this.#head[from] = id;
  }
}
