import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSubmission } from "../../../../src/shared/forms/useSubmission";
import { deferred } from "../../../support/deferred";

describe("useSubmission", () => {
  it("runs one submission at a time: a second submit while the first runs does nothing", async () => {
    const { result } = renderHook(() => useSubmission());
    const first = deferred<void>();
    let runs = 0;
    const work = () => {
      runs += 1;
      return first.promise;
    };
    let firstDone: Promise<void> = Promise.resolve();
    act(() => {
      firstDone = result.current.submit(work, () => "problem");
      void result.current.submit(work, () => "problem");
    });
    expect(runs).toBe(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      first.resolve();
      await firstDone;
    });
    // Done: the screen moves on, so the form stays busy rather than offering a second send.
    expect(result.current.busy).toBe(true);
    expect(result.current.problem).toBeNull();
  });

  it("says what went wrong, and lets the form be sent again, which clears the message", async () => {
    const { result } = renderHook(() => useSubmission());
    await act(() =>
      result.current.submit(
        () => Promise.reject(new Error("offline")),
        (error) => `${error}`,
      ),
    );
    expect(result.current.problem).toBe("Error: offline");
    expect(result.current.busy).toBe(false);

    const again = deferred<void>();
    let againDone: Promise<void> = Promise.resolve();
    act(() => {
      againDone = result.current.submit(
        () => again.promise,
        () => "problem",
      );
    });
    expect(result.current.problem).toBeNull();
    expect(result.current.busy).toBe(true);
    await act(async () => {
      again.reject(new Error("still offline"));
      await againDone;
    });
    expect(result.current.problem).toBe("problem");
    expect(result.current.busy).toBe(false);
  });
});
