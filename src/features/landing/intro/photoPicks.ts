/**
 * Which photo each cell of the intro shows. Ten photos, eight cells: at every moment each cell
 * shows a different photo, and a cell that changes takes one that no cell is showing.
 */

/** The cells' first photos: the first ones in order, all different (there are more photos than cells). */
export function firstPhotos(photos: readonly string[], cellCount: number): string[] {
  return photos.slice(0, cellCount);
}

/**
 * What the cells show once `cell` changes: a photo picked at random (`random` in [0, 1)) among
 * those no cell shows now. With none free, the cell keeps its photo.
 */
export function withNextPhoto(
  showing: readonly string[],
  cell: number,
  photos: readonly string[],
  random: () => number,
): string[] {
  const free = photos.filter((photo) => !showing.includes(photo));
  const pick = free[Math.floor(random() * free.length)];
  return pick === undefined ? [...showing] : showing.map((photo, index) => (index === cell ? pick : photo));
}
