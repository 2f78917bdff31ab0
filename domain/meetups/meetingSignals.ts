import { CODE_WORDS, MEETING_COLOURS, type MeetingSignal } from "./MeetingSignal";

/** Turns about the colour wheel between generated colours: the golden angle keeps neighbours far apart. */
const GOLDEN_ANGLE_DEGREES = 137.508;

/** A small stable number for a text, to vary where the code words start from one day to the next. */
function textHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}

/**
 * The signals of the groups meeting at one place and time: all different. The first dozen are named
 * colours; beyond them (a very busy hall) colours are spread round the wheel and the code word,
 * different for every group, tells them apart by name.
 */
export function meetingSignals(count: number, seed: string): MeetingSignal[] {
  const start = textHash(seed);
  return Array.from({ length: count }, (_, index) => {
    const named = MEETING_COLOURS[index];
    const codeWord = CODE_WORDS[(start + index) % CODE_WORDS.length] ?? "Strangers";
    if (named !== undefined) return { colourName: named.name, colour: named.colour, codeWord };
    const hue = Math.round((index * GOLDEN_ANGLE_DEGREES) % 360);
    const lightness = index % 2 === 0 ? 45 : 65;
    return {
      colourName: `${codeWord} ${index + 1}`,
      colour: hexOfHsl(hue, 0.8, lightness / 100),
      codeWord: `${codeWord} ${index + 1}`,
    };
  });
}

/** An HSL colour (hue in degrees, saturation and lightness 0–1) as "#rrggbb". */
function hexOfHsl(hue: number, saturation: number, lightness: number): string {
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
