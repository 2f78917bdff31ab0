import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** Waits until the form's alert (a live region that is always present) says `text`. */
export async function expectAlert(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text));
}
