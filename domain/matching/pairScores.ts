/**
 * What the seating search asks of a score (tableSearch.ts): how good it is for students i and j of
 * one school to share a table. The product's is TableCompatibility (tableCompatibility.ts: small
 * integers); the benchmark passes the published instances of the maximally diverse grouping problem
 * through the same search (scripts/bench-tables/). Scores are integers ≥ 0, symmetric, so that
 * sums compare exactly; the search keeps them one byte each when they all fit (every product
 * round), four bytes otherwise.
 */
export interface PairScores {
  score(i: number, j: number): number;
}
