import type { Container } from "inversify";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { ContainerProvider } from "./composition/ContainerContext";
import { PORTS } from "./composition/tokens";
import { createRoutes } from "./routes";

export function App({ container }: { container: Container }) {
  const [router] = useState(() => createBrowserRouter(createRoutes({ withMailbox: container.isBound(PORTS.mailbox) })));
  return (
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>
  );
}
