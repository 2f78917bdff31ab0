export const splashCopy = {
  heading: "Strangers",
  /** 'Loading images... n/19' (spec §2). */
  progress: (loaded: number, total: number) => `Loading images... ${loaded}/${total}`,
} as const;
