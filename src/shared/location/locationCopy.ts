export const locationCopy = {
  detecting: "Detecting your location...",
  fallback: "Connect with students near you",
  unnamedPlace: "Your area",
  attribution: "© OpenStreetMap contributors",
} as const;
