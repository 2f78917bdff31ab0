import type { Unsubscribe } from "../../domain/shared/ports/Unsubscribe";

/**
 * Tells every tab of the site, this one included, that something of the offline backend changed
 * (a conversation, by its id): the real-time part of the local backend. Other tabs hear it through
 * a BroadcastChannel; where there is none (an old browser, a test), only this tab hears it.
 */
export class LocalChangeSignal {
  readonly #listeners = new Set<(topic: string) => void>();
  readonly #channel: BroadcastChannel | null;

  constructor(channelName = "strangers-local-changes") {
    this.#channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(channelName) : null;
    this.#channel?.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (typeof event.data === "string") this.#tell(event.data);
    });
  }

  notify(topic: string): void {
    this.#channel?.postMessage(topic);
    this.#tell(topic);
  }

  listen(listener: (topic: string) => void): Unsubscribe {
    const subscription = (topic: string) => listener(topic);
    this.#listeners.add(subscription);
    return () => this.#listeners.delete(subscription);
  }

  /**
   * What a real-time listener does on the offline backend: `read` at once and again at each change
   * of `topic` (in any tab), its answers to `onValue`; its first failure to `onError`, then nothing
   * more. Ends with the Unsubscribe it returns.
   */
  follow<T>(
    topic: string,
    read: () => Promise<T>,
    onValue: (value: T) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe {
    let stopped = false;
    let failed = false;
    const readAgain = async () => {
      try {
        const value = await read();
        if (!stopped && !failed) onValue(value);
      } catch (error) {
        if (stopped || failed) return;
        failed = true;
        onError(error);
      }
    };
    const stopListening = this.listen((changed) => {
      if (changed === topic) void readAgain();
    });
    void readAgain();
    return () => {
      stopped = true;
      stopListening();
    };
  }

  #tell(topic: string): void {
    for (const listener of [...this.#listeners]) listener(topic);
  }
}
