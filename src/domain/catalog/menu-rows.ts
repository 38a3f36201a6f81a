export const MENU_ROW_HEIGHT = 51
export const MENU_RESERVED_HEIGHT = 200
export const MENU_DEFAULT_ROWS = 5
// A menu that shows no categories at all looks broken, so tiny windows still
// get one row and scroll, rather than the formula's 0 or negative count.
export const MENU_MIN_ROWS = 1

/**
 * How many top-level categories fit: (window height − 200) / 51, rounded down.
 * Without a usable height (server render, tests, NaN from a failed
 * measurement) the spec's default of 5 is used.
 */
export function menuRowCount(windowHeight?: number): number {
  if (windowHeight === undefined || !Number.isFinite(windowHeight)) return MENU_DEFAULT_ROWS
  const rows = Math.floor((windowHeight - MENU_RESERVED_HEIGHT) / MENU_ROW_HEIGHT)
  return Math.max(MENU_MIN_ROWS, rows)
}
