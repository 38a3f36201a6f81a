/**
 * Lighthouse's 4× CPU slowdown stands for a mid-range phone only on a host
 * of about Lighthouse's reference speed: simulated throttling multiplies the
 * CPU time the host really spent, so on a slower host the same page scores
 * lower (the same commit scored 97–100 on earlier days and 81–89 on a day this
 * machine benchmarked at 1,000–1,600). Lighthouse's
 * throttling guide says to calibrate the multiplier from the host's
 * benchmark index; this is its calculator's rule, so every host simulates
 * the same phone.
 *
 * The index is the one Lighthouse measures at the start of each run, in the
 * same browser, just before it loads the page; the host's is the median of
 * the first round's runs and of more readings of the same benchmark beside
 * them (scripts/lighthouse.ts), since one reading swings by a factor of two
 * from one to the next on a shared 2-core machine, and does not predict that
 * run's score.
 */

/**
 * The CPU slowdown that makes a host of this benchmark index simulate
 * Lighthouse's reference phone (https://lighthouse-cpu-throttling-calculator.vercel.app,
 * linked from Lighthouse's docs/throttling.md): 4× at 1,533, 3× at 1,300,
 * 2× at 800, 1× at 150 and below, linear in between and above.
 */
export const slowdownFor = (benchmarkIndex: number): number => {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}

/** The middle value (the lower middle of an even count); NaN for none. */
export const medianOf = (values: ReadonlyArray<number>): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!
}
