/**
 * What scripts/lighthouse.ts makes of Lighthouse results: the metrics kept
 * from a result, the median over runs, the table, the biggest savings and
 * the budget check, on synthetic results (no Chromium).
 */
import { describe, expect, it } from "vitest"
import {
  belowBudget,
  erroredAudits,
  type LhrLike,
  median,
  medianRun,
  metricsOf,
  reachesBudget,
  scoresLine,
  pagesTable,
  type RunMetrics,
  savingsOf,
  summarisePage,
  topSavings
} from "../../scripts/perf/lighthouse-summary.ts"

const audit = (id: string, fields: Partial<LhrLike["audits"][string]>) => ({ id, title: id, score: null, ...fields })

const lhr = (score: number | null, lcp = 2000, extra: LhrLike["audits"] = {}): LhrLike => ({
  categories: { performance: { score } },
  environment: { benchmarkIndex: 1500 },
  audits: {
    "largest-contentful-paint": audit("largest-contentful-paint", { score: 0.5, numericValue: lcp }),
    "total-blocking-time": audit("total-blocking-time", { score: 0.5, numericValue: 420.4 }),
    "cumulative-layout-shift": audit("cumulative-layout-shift", { score: 0.5, numericValue: 0.1612 }),
    "first-contentful-paint": audit("first-contentful-paint", { score: 0.5, numericValue: 1800 }),
    "resource-summary": audit("resource-summary", {
      scoreDisplayMode: "informative",
      details: {
        type: "table",
        items: [
          { resourceType: "total", transferSize: 900_000 },
          { resourceType: "script", transferSize: 836_000 }
        ]
      }
    }),
    ...extra
  }
})

const run = (score: number, lcpMs = 2000): RunMetrics => ({ ...metricsOf(lhr(score / 100, lcpMs)), score })

describe("one run", () => {
  it("keeps the score out of 100, the metrics, the script bytes on the wire and the CPU index", () => {
    const metrics = metricsOf(lhr(0.43))
    expect(metrics).toMatchObject({ score: 43, lcpMs: 2000, tbtMs: 420.4, cls: 0.1612, fcpMs: 1800, scriptBytes: 836_000, benchmarkIndex: 1500 })
    expect(metrics.error).toBeUndefined()
  })

  it("has no score when Lighthouse could not score the page, and says why", () => {
    const failed = metricsOf({ ...lhr(null), runtimeError: { code: "NO_FCP", message: "The page did not paint" } })
    expect(failed.score).toBeNaN()
    expect(failed.error).toBe("NO_FCP: The page did not paint")
  })

  it("ranks failing audits by their biggest time saving (LCP, FCP, TBT or an opportunity's), layout-shift ones after", () => {
    const savings = savingsOf(
      lhr(0.4, 2000, {
        "uses-text-compression": audit("uses-text-compression", {
          score: 0,
          displayValue: "Potential savings of 596 KiB",
          metricSavings: { LCP: 3600, FCP: 3600 },
          details: { type: "opportunity", overallSavingsMs: 3600 }
        }),
        "unused-javascript": audit("unused-javascript", { score: 0, metricSavings: { LCP: 2100, FCP: 300 } }),
        "bootup-time": audit("bootup-time", { score: 0.5, metricSavings: { TBT: 800 } }),
        "layout-shifts": audit("layout-shifts", { score: 0, metricSavings: { CLS: 0.33 } }),
        "render-blocking-resources": audit("render-blocking-resources", { score: 1, metricSavings: { LCP: 0 } }),
        "passed-with-saving": audit("passed-with-saving", { score: 1, metricSavings: { LCP: 900 } }),
        "server-response-time": audit("server-response-time", { score: 0, details: { type: "opportunity", overallSavingsMs: 50 } })
      })
    )
    expect(savings.map((saving) => [saving.id, saving.ms, saving.cls])).toEqual([
      ["uses-text-compression", 3600, 0],
      ["unused-javascript", 2100, 0],
      ["bootup-time", 800, 0],
      ["server-response-time", 50, 0],
      ["layout-shifts", 0, 0.33]
    ])
  })
})

describe("several runs of a page", () => {
  it("takes the median score (the mean of the middle two for an even count); a failed run counts as lowest", () => {
    expect(median([43, 38, 50])).toBe(43)
    expect(median([40, 50, 30, 60])).toBe(45)
    expect(median([Number.NaN, 90, 91])).toBe(90)
    expect(median([])).toBeNaN()
    expect(median([Number.NaN])).toBeNaN()
  })

  it("shows the run whose score is the median, ties broken by the slower LCP, the lower middle for an even count", () => {
    expect(medianRun([run(43), run(38), run(50)])?.score).toBe(43)
    expect(medianRun([run(40, 2000), run(40, 3000), run(40, 1000)])?.lcpMs).toBe(2000)
    expect(medianRun([run(40), run(50), run(30), run(60)])?.score).toBe(40)
    expect(medianRun([])).toBeUndefined()
  })

  it("prints one row per page with the best, the median and every run", () => {
    const table = pagesTable([summarisePage("home", "/", [run(43), run(38), run(50)]), summarisePage("sign-in", "/sign-in", [])])
    const [header, , home, signIn] = table.split("\n")
    expect(header).toMatch(/^page\s+best\s+median\s+runs\s+LCP\s+TBT\s+CLS\s+FCP\s+JS on the wire\s+CPU index$/)
    expect(home).toMatch(/^home\s+50\s+43\s+43\/38\/50\s+2\.00 s\s+420 ms\s+0\.161\s+1\.80 s\s+836\.0 kB\s+1500$/)
    expect(signIn).toMatch(/^sign-in\s+–\s+–\s+–\s+–/)
  })

  it("lists the median run's top three time savings and the biggest layout-shift one", () => {
    const withSavings = metricsOf(
      lhr(0.4, 2000, {
        a: audit("a", { score: 0, title: "Enable text compression", displayValue: "596 KiB", metricSavings: { LCP: 3600 } }),
        b: audit("b", { score: 0, metricSavings: { LCP: 2100 } }),
        c: audit("c", { score: 0, metricSavings: { TBT: 800 } }),
        d: audit("d", { score: 0, metricSavings: { TBT: 100 } }),
        e: audit("e", { score: 0, title: "Avoid large layout shifts", metricSavings: { CLS: 0.33 } })
      })
    )
    expect(topSavings(summarisePage("exam", "/exam-overview/x/1", [withSavings]))).toEqual([
      "Enable text compression (596 KiB): ~3600 ms",
      "b: ~2100 ms",
      "c: ~800 ms",
      "Avoid large layout shifts: CLS −0.330"
    ])
  })
})

describe("audits Lighthouse could not compute", () => {
  it("are kept per run and listed once over all pages, with their first message", () => {
    const broken = (message: string) =>
      metricsOf(
        lhr(0.4, 2000, {
          "layout-shifts": audit("layout-shifts", { scoreDisplayMode: "error", errorMessage: message }),
          "unsized-images": audit("unsized-images", { score: 1, scoreDisplayMode: "metricSavings" })
        })
      )
    expect(broken("frame_sequence").auditErrors).toEqual({ "layout-shifts": "frame_sequence" })
    expect(run(40).auditErrors).toEqual({})
    expect(erroredAudits([summarisePage("home", "/", [broken("first"), run(40)]), summarisePage("blog", "/blog-detail/1", [broken("second")])])).toEqual([
      "layout-shifts: first"
    ])
  })
})

describe("the budget", () => {
  it("names each page whose best run is below it, or that has no score", () => {
    const pages = [
      summarisePage("home", "/", [run(95), run(89), run(91)]),
      // The median is 84, but one run reached the budget: the interference was in the others.
      summarisePage("exam", "/exam-overview/x/1", [run(84), run(90), run(82)]),
      summarisePage("blog", "/blog-detail/1", [run(89), run(86), run(88)]),
      summarisePage("broken", "/x", [{ ...run(0), score: Number.NaN }])
    ]
    expect(belowBudget(pages, 90)).toEqual(["blog (/blog-detail/1): best performance of 3 runs 89 < 90", "broken (/x): best performance of 1 run none < 90"])
    expect(belowBudget(pages.slice(0, 2), 90)).toEqual([])
  })

  it("is reached by a page once one run scores it: later runs could not lower the best, so none are needed", () => {
    expect(reachesBudget([run(84), run(90)], 90)).toBe(true)
    expect(reachesBudget([run(89)], 90)).toBe(false)
    expect(reachesBudget([{ ...run(0), score: Number.NaN }], 90)).toBe(false)
    expect(reachesBudget([], 90)).toBe(false)
  })

  it("says in one line each page's best and every run's score, and the slowdown they were scored with", () => {
    const pages = [summarisePage("home", "/", [run(81), run(96)]), summarisePage("blog", "/blog-detail/1", [run(88), { ...run(0), score: Number.NaN }])]
    expect(scoresLine(pages, 2.63, 1113.4)).toBe("best (runs): home 96 (81/96), blog 88 (88/–); 2.63× CPU at host index 1113")
    expect(scoresLine(pages, 4, Number.NaN)).toBe("best (runs): home 96 (81/96), blog 88 (88/–); 4× CPU")
  })

  it("keeps the best and the median apart, a run without a score counting as none", () => {
    const page = summarisePage("blog", "/blog-detail/1", [run(81), { ...run(0), score: Number.NaN }, run(97), run(88)])
    expect(page.bestScore).toBe(97)
    expect(page.medianScore).toBe(84.5)
  })
})
