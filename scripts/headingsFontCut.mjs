// What the headings' cut of the display face keeps (scripts/subset-display-font.mjs writes it;
// src/shared/styles/fonts.css names the same ranges in its unicode-range; tests/build/prerender.test.ts
// checks that every pre-rendered heading is within them).

/** The characters kept, as [first, last] code points: Basic Latin, Latin-1, quotes, dashes, •, …, €, ™. */
export const HEADINGS_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/** The weights the headings use: the variable axis is kept between them. */
export const HEADINGS_WEIGHTS = { min: 600, max: 800 };
