import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { HELD_FORM_ATTRIBUTE, type HoldingElement } from "./heldUntilLive";
import { type TypedValues, typedBeforeHydration } from "./typedBeforeHydration";

/** The form's code runs from now on. True when a submit was held for it: the caller sends it, once. */
function goLive(form: HoldingElement): boolean {
  form.live = true;
  const held = form.submitHeld === true;
  form.submitHeld = false;
  return held;
}

interface LiveFormProps {
  readonly className?: string;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What was typed or ticked before the script took over a pre-rendered page, by control id. */
  readonly onTypedBeforeReady?: (typed: TypedValues) => void;
  readonly children: ReactNode;
}

/**
 * A form the app handles itself. On a pre-rendered page it works from the first paint: what is
 * typed before the script has taken over is adopted when it does (`onTypedBeforeReady`), and a
 * submit pressed meanwhile is held (src/shared/forms/heldUntilLive.ts) and sent once, now.
 */
export function LiveForm({ className, busy, onSubmit, onTypedBeforeReady, children }: LiveFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [sendHeldSubmit, setSendHeldSubmit] = useState(false);
  const adopt = useRef(onTypedBeforeReady);
  adopt.current = onTypedBeforeReady;

  // Before the first paint after hydration, so that nothing typed is ever shown as lost.
  useLayoutEffect(() => {
    const element = form.current;
    if (element === null) return;
    const typed = typedBeforeHydration(element);
    if (typed.size > 0) adopt.current?.(typed);
    if (goLive(element)) setSendHeldSubmit(true);
  }, []);

  // After the render that adopted the typed values: the submit sees them.
  useEffect(() => {
    if (!sendHeldSubmit) return;
    setSendHeldSubmit(false);
    form.current?.requestSubmit();
  }, [sendHeldSubmit]);

  return (
    <form
      ref={form}
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      {...{ [HELD_FORM_ATTRIBUTE]: "" }}
    >
      {children}
    </form>
  );
}
