import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ContainerProvider } from "../../../src/composition/ContainerContext";
import { RouteErrorPage } from "../../../src/layout/RouteErrorPage";
import { createLocalBackend } from "../../support/localBackend";
import { createTestContainer } from "../../support/renderApp";

function Broken(): never {
  throw new Error("render failed");
}

describe("error screen", () => {
  it("replaces a page that fails to render with a way back, and logs the error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const backend = createLocalBackend();
    const router = createMemoryRouter([{ path: "/", element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(
      <ContainerProvider container={createTestContainer(backend)}>
        <RouterProvider router={router} />
      </ContainerProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/home");
    expect(backend.logger.warnings[0]?.detail).toEqual(new Error("render failed"));
  });
});
