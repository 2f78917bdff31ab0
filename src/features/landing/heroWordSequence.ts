/** How many times the hero words go round (spec §2 Hero, §9). */
export const HERO_WORD_REPETITIONS = 4;

/** EAT, CONNECT, MEET, four times over (spec §2 Hero). */
export function heroWordSequence(words: readonly string[]): string[] {
  return Array.from({ length: HERO_WORD_REPETITIONS }, () => words).flat();
}

/** How long each hero word stays before the next (a design choice; the spec sets the order only). */
export const HERO_WORD_DURATION_MS = 1800;
