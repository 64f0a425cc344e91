/**
 * Identicons for changelog committers: a 5×5 symmetric pattern and a hue derived from the
 * GitHub handle, so every avatar is drawn locally and the same handle always looks the same.
 */

/** 32-bit FNV-1a hash of the lower-cased handle. */
export function hashHandle(handle: string): number {
  let hash = 0x811c9dc5;
  for (const char of handle.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface Identicon {
  /** Hue of the pattern, 0–359. */
  hue: number;
  /** Filled cells as [column, row], columns 0–4, mirrored around column 2. */
  cells: [number, number][];
  /** SVG path data drawing the cells in a 5×5 view box. */
  path: string;
}

export function identicon(handle: string): Identicon {
  const hash = hashHandle(handle);
  const cells: [number, number][] = [];
  // 15 bits pick the left three columns; columns 3 and 4 mirror columns 1 and 0.
  for (let column = 0; column < 3; column += 1) {
    for (let row = 0; row < 5; row += 1) {
      if ((hash >>> (column * 5 + row)) & 1) {
        cells.push([column, row]);
        if (column < 2) {
          cells.push([4 - column, row]);
        }
      }
    }
  }
  if (cells.length === 0) {
    cells.push([2, 1], [2, 2], [2, 3]);
  }
  return {
    hue: (hash >>> 15) % 360,
    cells,
    path: cells.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join(''),
  };
}
