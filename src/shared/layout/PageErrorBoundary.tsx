import { Component, type ReactNode } from "react";
import type { LogFailure } from "../../../domain/diagnostics/LogFailure";
import { ErrorScreen } from "./ErrorScreen";

interface PageErrorBoundaryProps {
  readonly logFailure: LogFailure;
  readonly children: ReactNode;
}

/**
 * Catches a page that fails to render or to load its code, and shows the error
 * screen instead of a blank one. Keyed by the route, so moving on clears it.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.logFailure.execute("A page failed to render", error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
