import { describe, expect, it } from "vitest";
import { CANDIDATE_TABLES } from "../../../domain/matching/tableLocalSearch";
import {
  FEW_TABLES_WORK_MAX,
  FEW_TABLES_WORK_PER_STUDENT,
  MIN_SEARCH_WORK,
  SEARCH_WORK_PER_STUDENT,
  searchBudget,
} from "../../../domain/matching/tableSearch";

describe("the seating search's budget", () => {
  it("gives a school of at most 64 tables the larger budget per student: 480 students in 20 tables get 2.5 times the least", () => {
    expect(searchBudget(480, 20, 1)).toBe(480 * FEW_TABLES_WORK_PER_STUDENT);
    expect(searchBudget(480, 20, 1)).toBeCloseTo(2.5 * MIN_SEARCH_WORK, -6);
    expect(searchBudget(320, CANDIDATE_TABLES, 1)).toBe(320 * FEW_TABLES_WORK_PER_STUDENT);
  });

  it("keeps the large groups' budget above 64 tables, so that 6,000 students take the time they took", () => {
    expect(searchBudget(6_000, 1_200, 1)).toBe(6_000 * SEARCH_WORK_PER_STUDENT);
    expect(searchBudget(600, CANDIDATE_TABLES + 1, 1)).toBe(MIN_SEARCH_WORK);
  });

  it("never gives less than the least budget, nor a school of few (huge) tables more than 6,000 students get", () => {
    expect(searchBudget(60, 12, 1)).toBe(MIN_SEARCH_WORK);
    expect(searchBudget(12, 2, 1)).toBe(MIN_SEARCH_WORK);
    expect(searchBudget(20_000, 40, 1)).toBe(FEW_TABLES_WORK_MAX);
    expect(FEW_TABLES_WORK_MAX).toBe(searchBudget(6_000, 1_200, 1));
  });

  it("scales with the effort asked for", () => {
    expect(searchBudget(480, 20, 2)).toBe(2 * searchBudget(480, 20, 1));
    expect(searchBudget(60, 12, 0.1)).toBe(0.1 * MIN_SEARCH_WORK);
  });
});
