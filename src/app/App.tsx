import type { Container } from "inversify";
import { type ComponentType, type ReactNode, Suspense } from "react";
import { AppRoutes } from "./AppRoutes";
import { ContainerProvider } from "./composition/ContainerContext";

/** The whole app: its use cases, a router (the browser's, or a static one when pre-rendering) and its screens. */
export function App({
  container,
  router: Router,
}: {
  container: Container;
  router: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <ContainerProvider container={container}>
      <Router>
        {/* React hydrates what is inside a Suspense boundary in short slices that give way to
            input, and the rest in one go: with the boundary here, a pre-rendered page comes to
            life without one long task. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </Router>
    </ContainerProvider>
  );
}
