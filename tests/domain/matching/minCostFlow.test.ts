import { describe, expect, it } from "vitest";
import { FlowNetwork } from "../../../domain/matching/minCostFlow";
import { mulberry32, randomInt } from "./support/random";

describe("FlowNetwork.minCostMaxFlow", () => {
  it("sends the most flow, the cheapest way", () => {
    // 0 → 1 → 3 costs 1 + 1, 0 → 2 → 3 costs 5 + 0; capacities 2 on the cheap path, 3 on the other.
    const network = new FlowNetwork(4);
    const cheap = network.addArc(0, 1, 2, 1);
    network.addArc(1, 3, 5, 1);
    const dear = network.addArc(0, 2, 3, 5);
    network.addArc(2, 3, 3, 0);
    expect(network.minCostMaxFlow(0, 3)).toEqual({ flow: 5, cost: 2 * 2 + 3 * 5 });
    expect(network.flowOn(cheap)).toBe(2);
    expect(network.flowOn(dear)).toBe(3);
  });

  it("reroutes earlier flow when that is cheaper overall (a residual arc used backwards)", () => {
    // Two workers, two jobs: greedy takes worker 0 → job 0 (cost 0), then worker 1 can only do job 0.
    const network = new FlowNetwork(6);
    network.addArc(0, 1, 1, 0);
    network.addArc(0, 2, 1, 0);
    const w0j0 = network.addArc(1, 3, 1, 0);
    const w0j1 = network.addArc(1, 4, 1, 3);
    network.addArc(2, 3, 1, 1);
    network.addArc(3, 5, 1, 0);
    network.addArc(4, 5, 1, 0);
    expect(network.minCostMaxFlow(0, 5)).toEqual({ flow: 2, cost: 4 });
    expect(network.flowOn(w0j0)).toBe(0);
    expect(network.flowOn(w0j1)).toBe(1);
  });

  it("finds the cheapest perfect assignment of small random cost matrices (brute force, 100 cases)", () => {
    const random = mulberry32(81);
    for (let round = 0; round < 100; round++) {
      const n = randomInt(random, 1, 5);
      const cost = Array.from({ length: n }, () => Array.from({ length: n }, () => randomInt(random, 0, 9)));
      const network = new FlowNetwork(2 * n + 2);
      for (let w = 0; w < n; w++) {
        network.addArc(0, 1 + w, 1, 0);
        network.addArc(1 + n + w, 2 * n + 1, 1, 0);
        for (let j = 0; j < n; j++) network.addArc(1 + w, 1 + n + j, 1, (cost[w] as number[])[j] as number);
      }
      expect(network.minCostMaxFlow(0, 2 * n + 1)).toEqual({ flow: n, cost: cheapestAssignment(cost) });
    }
  });

  it("rejects a negative cost", () => {
    expect(() => new FlowNetwork(2).addArc(0, 1, 1, -1)).toThrow(RangeError);
  });
});

function cheapestAssignment(cost: readonly (readonly number[])[]): number {
  const n = cost.length;
  const used = new Array<boolean>(n).fill(false);
  const visit = (w: number): number => {
    if (w === n) return 0;
    let best = Number.POSITIVE_INFINITY;
    for (let j = 0; j < n; j++) {
      if (used[j]) continue;
      used[j] = true;
      best = Math.min(best, ((cost[w] as number[])[j] as number) + visit(w + 1));
      used[j] = false;
    }
    return best;
  };
  return visit(0);
}
