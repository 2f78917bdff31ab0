export const locationCopy = {
  detecting: "Detecting your location...",
  fallback: "Connect with students near you",
  unnamedPlace: "Your area",
  attribution: "© OpenStreetMap contributors",
  opensInNewTab: "(opens in a new tab)",
} as const;
