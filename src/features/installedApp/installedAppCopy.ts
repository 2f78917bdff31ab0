export const installedAppCopy = {
  updateReady: "A new version of Strangers is ready.",
  reload: "Reload",
} as const;
