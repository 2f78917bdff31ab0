/**
 * The company's social profiles shown in the footer (spec §2). The spec names
 * the networks but not the addresses: these are the handles we expect to hold,
 * to be confirmed before launch. TikTok has no profile yet (spec: "no target").
 */
export const SOCIAL_PROFILES = {
  tiktok: null,
  linkedin: "https://www.linkedin.com/company/strangers-app",
  instagram: "https://www.instagram.com/strangers.app",
} as const;

export const OPENSTREETMAP_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";
