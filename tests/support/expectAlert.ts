import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Waits until one of the page's alerts (live regions that are always present: a form's, and on
 * /profile the data section's too) says `text`.
 */
export async function expectAlert(text: string): Promise<void> {
  await waitFor(() =>
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining(text),
    ),
  );
}
