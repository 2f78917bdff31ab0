import { lazy, Suspense, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { needsAdultConfirmation } from "../../../domain/account/adultConfirmation";
import { useInjection } from "../../app/composition/ContainerContext";
import { USE_CASES } from "../../app/composition/tokens";
import { useSessionUser } from "./useSession";

/** Asked of few, once: its code loads only for them. */
const AdultConfirmation = lazy(() =>
  import("./AdultConfirmation").then(({ AdultConfirmation }) => ({ default: AdultConfirmation })),
);

/** Where a guard sends someone, and where they were going (for after logging in). */
export interface ReturnState {
  readonly from?: string;
}

/**
 * Pages behind it need a session: a signed-out visitor goes to /login, and comes back after.
 * Each time one of them opens, the identity provider is asked whether it still has the session's
 * account signed in (ConfirmSignIn); if not, the session ends and this sends the visitor to log in.
 * The page shows from the session meanwhile: the check never holds it up.
 *
 * A student whose profile was created before sign-up asked "I am 18 or older" is asked it once,
 * in place of the screen (their profile stays open, to delete the account instead).
 */
export function RequireSession() {
  const user = useSessionUser();
  const location = useLocation();
  const confirmSignIn = useInjection(USE_CASES.confirmSignIn);
  const uid = user?.uid ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is there on purpose, each screen that opens asks again.
  useEffect(() => {
    // It never fails; only its code's download can, and the next screen asks again.
    if (uid !== null) confirmSignIn.execute().catch(() => {});
  }, [confirmSignIn, uid, location.pathname]);
  if (user !== null) {
    if (!needsAdultConfirmation(user) || location.pathname === "/profile") return <Outlet />;
    return (
      <Suspense fallback={null}>
        <AdultConfirmation />
      </Suspense>
    );
  }
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
