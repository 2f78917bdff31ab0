import type { Container } from "inversify";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./AppRoutes";
import { ContainerProvider } from "./composition/ContainerContext";
import { PORTS } from "./composition/tokens";

export function App({ container }: { container: Container }) {
  return (
    <ContainerProvider container={container}>
      <BrowserRouter>
        <AppRoutes withMailbox={container.isBound(PORTS.mailbox)} />
      </BrowserRouter>
    </ContainerProvider>
  );
}
