/**
 * How two matched students find each other: both phones show this colour, full screen, and the
 * code word. Each pair at one place and time has its own, so no two pairs there share a colour.
 */
export interface MeetingSignal {
  /** A name people say out loud: "Tangerine". */
  readonly colourName: string;
  /** The colour, as CSS: "#f2542d". */
  readonly colour: string;
  readonly codeWord: string;
}

/**
 * Colours far enough apart to tell across a room, with names to say; dark text reads on the light
 * ones and light text on the dark ones (the screen picks by contrast).
 */
export const MEETING_COLOURS: readonly { readonly name: string; readonly colour: string }[] = [
  { name: "Tangerine", colour: "#f2542d" },
  { name: "Sky", colour: "#3a86ff" },
  { name: "Lime", colour: "#8ac926" },
  { name: "Violet", colour: "#7b2cbf" },
  { name: "Sunflower", colour: "#ffca3a" },
  { name: "Magenta", colour: "#d81b8c" },
  { name: "Teal", colour: "#0f9d8a" },
  { name: "Coral", colour: "#ff7b7b" },
  { name: "Navy", colour: "#1d3557" },
  { name: "Mint", colour: "#7ae7c7" },
  { name: "Chocolate", colour: "#7a4a2b" },
  { name: "Lavender", colour: "#b9a7ff" },
];

/** Words easy to say and hear in a noisy hall. */
export const CODE_WORDS: readonly string[] = [
  "Maple",
  "Comet",
  "Harbor",
  "Pepper",
  "Orbit",
  "Cactus",
  "Lantern",
  "Falcon",
  "Biscuit",
  "Canyon",
  "Mosaic",
  "Pebble",
  "Rocket",
  "Saffron",
  "Tundra",
  "Velvet",
  "Walnut",
  "Zephyr",
  "Juniper",
  "Marble",
  "Nutmeg",
  "Quartz",
  "Riddle",
  "Willow",
];
