import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSessionUser } from "./useSession";

/** Where a guard sends someone, and where they were going (for after logging in). */
export interface ReturnState {
  readonly from?: string;
}

/** Pages behind it need a session: a signed-out visitor goes to /login, and comes back after. */
export function RequireSession() {
  const user = useSessionUser();
  const location = useLocation();
  if (user !== null) return <Outlet />;
  const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/login" replace state={state} />;
}

/** Log in and sign up are for visitors: a signed-in student goes where they were headed, or to the dashboard. */
export function GuestOnly() {
  const user = useSessionUser();
  const location = useLocation();
  if (user === null) return <Outlet />;
  return <Navigate to={returnPathOf(location.state)} replace />;
}

/** The page a guard interrupted, if it is one of ours; the dashboard otherwise. */
export function returnPathOf(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/dashboard";
}
