/**
 * What scripts/lighthouse.ts keeps of a Lighthouse result (LHR), and how it
 * summarises several runs of one page: the best and the median performance
 * score, the median run, a plain-text table, the biggest estimated savings,
 * and the budget check (on the best run, docs/decisions/measuring-performance.md).
 * Pure functions over a structural slice of the LHR, so they are tested
 * without Chromium.
 */
import { kB, textTable } from "./byte-sizes.ts"

/** The parts of a Lighthouse audit result read here. */
export interface AuditLike {
  readonly id: string
  readonly title: string
  readonly score: number | null
  readonly scoreDisplayMode?: string
  readonly displayValue?: string
  readonly numericValue?: number
  readonly metricSavings?: Readonly<Partial<Record<string, number>>>
  readonly details?: unknown
  readonly errorMessage?: string
}

/** The parts of a Lighthouse result read here. */
export interface LhrLike {
  readonly finalDisplayedUrl?: string
  readonly runtimeError?: { readonly code: string; readonly message: string }
  /** Lighthouse's quick CPU benchmark of the machine during the run: a busy machine scores low and its TBT is inflated. */
  readonly environment?: { readonly benchmarkIndex?: number }
  readonly categories: { readonly performance?: { readonly score: number | null } }
  readonly audits: Readonly<Record<string, AuditLike>>
}

/** One audit's estimated saving: milliseconds off LCP, FCP or TBT (the largest), or layout shift off CLS. */
export interface Saving {
  readonly id: string
  readonly title: string
  readonly displayValue: string
  readonly ms: number
  readonly cls: number
}

export interface RunMetrics {
  /** 0–100; NaN when Lighthouse could not score the page. */
  readonly score: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
  readonly fcpMs: number
  /** Bytes of JavaScript on the wire (after Content-Encoding). */
  readonly scriptBytes: number
  readonly savings: ReadonlyArray<Saving>
  /** Lighthouse's benchmarkIndex for the run (NaN when absent). */
  readonly benchmarkIndex: number
  /** Audits Lighthouse could not compute in this run: id → its error message. */
  readonly auditErrors: Readonly<Record<string, string>>
  readonly error?: string
}

const numeric = (lhr: LhrLike, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN

const detailsItems = (audit: AuditLike | undefined): ReadonlyArray<Record<string, unknown>> => {
  const details = audit?.details as { items?: unknown } | undefined
  return Array.isArray(details?.items) ? (details.items as Array<Record<string, unknown>>) : []
}

/** JavaScript bytes transferred, from the resource-summary audit. */
const scriptBytesOf = (lhr: LhrLike): number => {
  const script = detailsItems(lhr.audits["resource-summary"]).find((item) => item["resourceType"] === "script")
  return typeof script?.["transferSize"] === "number" ? script["transferSize"] : Number.NaN
}

const savingOf = (audit: AuditLike): Saving => {
  const metric = audit.metricSavings ?? {}
  const overall = (audit.details as { overallSavingsMs?: unknown } | undefined)?.overallSavingsMs
  const ms = Math.max(metric["LCP"] ?? 0, metric["FCP"] ?? 0, metric["TBT"] ?? 0, typeof overall === "number" ? overall : 0)
  return { id: audit.id, title: audit.title, displayValue: audit.displayValue ?? "", ms, cls: metric["CLS"] ?? 0 }
}

/** The audits that did not pass and estimate a saving, biggest first (time savings before layout-shift ones). */
export const savingsOf = (lhr: LhrLike): Array<Saving> =>
  Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .map(savingOf)
    .filter((saving) => saving.ms > 0 || saving.cls > 0)
    .sort((a, b) => b.ms - a.ms || b.cls - a.cls || a.id.localeCompare(b.id))

export const metricsOf = (lhr: LhrLike): RunMetrics => {
  const score = lhr.categories.performance?.score
  return {
    score: typeof score === "number" ? Math.round(score * 100) : Number.NaN,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    scriptBytes: scriptBytesOf(lhr),
    savings: savingsOf(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    auditErrors: Object.fromEntries(
      Object.values(lhr.audits)
        .filter((audit) => audit.scoreDisplayMode === "error")
        .map((audit) => [audit.id, audit.errorMessage ?? ""])
    ),
    ...(lhr.runtimeError === undefined ? {} : { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` })
  }
}

/** The median of numbers (the mean of the middle two for an even count); NaN for none. NaN values count as lowest. */
export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].map((value) => (Number.isNaN(value) ? -Infinity : value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = sorted.length / 2
  const value = Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!
  return value === -Infinity ? Number.NaN : value
}

/**
 * The run whose score is the median, so the metrics shown belong together
 * (as Lighthouse's own median run does); with an even count, the lower of
 * the two middle runs. Ties on score are broken by LCP.
 */
export const medianRun = (runs: ReadonlyArray<RunMetrics>): RunMetrics | undefined => {
  const sorted = [...runs].sort((a, b) => (Number.isNaN(a.score) ? -1 : a.score) - (Number.isNaN(b.score) ? -1 : b.score) || b.lcpMs - a.lcpMs)
  return sorted[Math.ceil(sorted.length / 2) - 1]
}

export interface PageSummary {
  readonly name: string
  readonly path: string
  readonly runs: ReadonlyArray<RunMetrics>
  /** The median of the runs' scores. */
  readonly medianScore: number
  /**
   * The best of the runs' scores: the page's cost with the least of the
   * shared machine's interference in it (what the budget checks).
   */
  readonly bestScore: number
  readonly median: RunMetrics | undefined
}

/** The highest score; NaN when no run has one. */
export const best = (values: ReadonlyArray<number>): number => {
  const scored = values.filter((value) => !Number.isNaN(value))
  return scored.length === 0 ? Number.NaN : Math.max(...scored)
}

export const summarisePage = (name: string, path: string, runs: ReadonlyArray<RunMetrics>): PageSummary => ({
  name,
  path,
  runs,
  medianScore: median(runs.map((run) => run.score)),
  bestScore: best(runs.map((run) => run.score)),
  median: medianRun(runs)
})

const seconds = (ms: number) => (Number.isNaN(ms) ? "–" : `${(ms / 1000).toFixed(2)} s`)
const millis = (ms: number) => (Number.isNaN(ms) ? "–" : `${Math.round(ms)} ms`)

/** One row per page: the best and the median score, every run's score, and the median run's metrics. */
export const pagesTable = (pages: ReadonlyArray<PageSummary>): string =>
  textTable([
    ["page", "best", "median", "runs", "LCP", "TBT", "CLS", "FCP", "JS on the wire", "CPU index"],
    ...pages.map((page) => {
      const run = page.median
      return [
        page.name,
        Number.isNaN(page.bestScore) ? "–" : String(page.bestScore),
        Number.isNaN(page.medianScore) ? "–" : String(page.medianScore),
        page.runs.map((r) => (Number.isNaN(r.score) ? "x" : String(r.score))).join("/"),
        seconds(run?.lcpMs ?? Number.NaN),
        millis(run?.tbtMs ?? Number.NaN),
        run === undefined || Number.isNaN(run.cls) ? "–" : run.cls.toFixed(3),
        seconds(run?.fcpMs ?? Number.NaN),
        run === undefined || Number.isNaN(run.scriptBytes) ? "–" : kB(run.scriptBytes),
        run === undefined || Number.isNaN(run.benchmarkIndex) ? "–" : String(Math.round(run.benchmarkIndex))
      ]
    })
  ])

/** The median run's biggest savings: the top `count` by time, and the biggest layout-shift one if it is not among them. */
export const topSavings = (page: PageSummary, count = 3): Array<string> => {
  const savings = page.median?.savings ?? []
  const byTime = savings.filter((saving) => saving.ms > 0).slice(0, count)
  const shift = [...savings].filter((saving) => saving.cls > 0).sort((a, b) => b.cls - a.cls)[0]
  const chosen = shift !== undefined && !byTime.includes(shift) ? [...byTime, shift] : byTime
  return chosen.map((saving) => {
    const estimate = [saving.ms > 0 ? `~${millis(saving.ms)}` : "", saving.cls > 0 ? `CLS −${saving.cls.toFixed(3)}` : ""].filter(Boolean).join(", ")
    return `${saving.title}${saving.displayValue === "" ? "" : ` (${saving.displayValue})`}: ${estimate}`
  })
}

/** Whether some run of these scored `budget` or more (the check is the best run, so the page needs no more runs). */
export const reachesBudget = (runs: ReadonlyArray<RunMetrics>, budget: number): boolean => {
  const top = best(runs.map((run) => run.score))
  return !Number.isNaN(top) && top >= budget
}

/**
 * One line for a closing summary that CI may keep alone: each page's best
 * score and every run's, and the CPU slowdown they were scored with, so a
 * failed budget can be read without the rest of the log.
 */
export const scoresLine = (pages: ReadonlyArray<PageSummary>, slowdown: number, hostIndex: number): string => {
  const score = (value: number) => (Number.isNaN(value) ? "–" : String(value))
  const perPage = pages.map((page) => `${page.name} ${score(page.bestScore)} (${page.runs.map((run) => score(run.score)).join("/")})`)
  const host = Number.isNaN(hostIndex) ? "" : ` at host index ${Math.round(hostIndex)}`
  return `best (runs): ${perPage.join(", ")}; ${slowdown}× CPU${host}`
}

/** A line per page whose best score is below the budget (or that has none); empty when every page meets it. */
export const belowBudget = (pages: ReadonlyArray<PageSummary>, budget: number): Array<string> =>
  pages
    .filter((page) => !reachesBudget(page.runs, budget))
    .map(
      (page) =>
        `${page.name} (${page.path}): best performance of ${page.runs.length} run${page.runs.length === 1 ? "" : "s"} ${Number.isNaN(page.bestScore) ? "none" : page.bestScore} < ${budget}`
    )

/**
 * The audits that errored in any run, each once with its first message.
 * Their savings are missing from topSavings (Lighthouse 12.2.3 cannot read
 * some trace events of newer Chromium builds: the layout-shift culprits, the
 * LCP element), while the score and the metrics do not depend on them.
 */
export const erroredAudits = (pages: ReadonlyArray<PageSummary>): Array<string> => {
  const seen = new Map<string, string>()
  for (const run of pages.flatMap((page) => page.runs)) {
    for (const [id, message] of Object.entries(run.auditErrors)) if (!seen.has(id)) seen.set(id, message)
  }
  return [...seen].sort((a, b) => a[0].localeCompare(b[0])).map(([id, message]) => `${id}: ${message}`)
}
