/** Stops a subscription, timer or watch that returned it. Calling it twice is harmless. */
export type Unsubscribe = () => void;
