export const footerCopy = {
  navigation: "Footer",
  aboutUs: "About Us",
  contact: "Contact",
  terms: "Terms",
  privacy: "Privacy",
  safety: "Safety Guidelines",
  social: "Strangers on social media",
  tiktokSoon: "TikTok (coming soon)",
  linkedin: "Strangers on LinkedIn (opens in a new tab)",
  instagram: "Strangers on Instagram (opens in a new tab)",
  tagline: "Turn strangers into friends, one meal at a time!",
  copyright: (year: number) => `© ${year} Strangers. All rights reserved.`,
} as const;
