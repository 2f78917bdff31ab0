import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LogFailure } from "../../../../domain/diagnostics/LogFailure";
import { PageErrorBoundary } from "../../../../src/shared/layout/PageErrorBoundary";
import { RecordingLogger } from "../../../support/localBackend";

function Broken(): never {
  throw new Error("render failed");
}

describe("error screen", () => {
  it("replaces a page that fails to render with a way back, and logs the error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const logger = new RecordingLogger();
    render(
      <PageErrorBoundary logFailure={new LogFailure(logger)}>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/home");
    expect(logger.warnings[0]?.detail).toEqual(new Error("render failed"));
  });
});
