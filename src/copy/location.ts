export const locationCopy = {
  detecting: "Detecting your location...",
  fallback: "Connect with students near you",
  unnamedPlace: "Your area",
} as const;
