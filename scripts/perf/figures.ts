/**
 * What the benchmark and soak scripts share: reading a whole-number option
 * from the command line, and percentiles of measured latencies.
 */

/** `--name N` as a positive whole number, or `fallback` when absent or not one. */
export const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`)
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1])
  return Number.isSafeInteger(value) && value > 0 ? value : fallback
}

/** The p-th percentile (nearest rank) of values sorted ascending; NaN when there are none. */
export const percentile = (sorted: ArrayLike<number>, p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
