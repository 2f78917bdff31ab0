export const landingCopy = {
  title: "Meet students from your school over a meal",
  skipIntro: "Skip intro",
  /** What the count reaches, then the word the centre cell shows. */
  introWord: "strangers",
  heroWordsForScreenReaders: "Eat. Connect. Meet.",
  pauseMotion: "Pause animation",
  playMotion: "Play animation",
  bannerLabel: "What you can join",
  starsLabel: (rating: number, outOf: number) => `${rating} out of ${outOf} stars`,
  stepLabel: (index: number) => `Step ${index}`,
} as const;
