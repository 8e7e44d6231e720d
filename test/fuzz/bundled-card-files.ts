/** Each game's bundled card file as its package ships it (the samples card-file mutations start from). */
export function bundledCardFiles(): Record<string, unknown> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    chaotic: require('../../libs/games/chaotic/data/chaotic-cards.json') as unknown,
    wars: require('../../libs/games/wars/data/wars-cards.json') as unknown,
    lightseekers: require('../../libs/games/lightseekers/data/testwave.cards.json') as unknown,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}
