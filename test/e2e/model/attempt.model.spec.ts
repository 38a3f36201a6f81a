/**
 * The attempt machine's paths, generated and replayed in Chromium (the
 * harness is model-paths.ts). Each path is a new learner who bought
 * an exam and started one of its tests through the API, then opens the
 * test: Netlane's Practice Test 1 (pause allowed) or Nimbus's Quick Check
 * (two minutes, no pause), as the path needs. The learner answers, marks,
 * clears, moves with Next, Previous and the palette, pauses and resumes,
 * asks to submit and cancels or confirms; the browser goes offline and back
 * and becomes visible again; the countdown runs on Playwright's clock.
 *
 * The attempt's reads (the load and the clock re-sync), its saves and its
 * resume are held at the server's door and let through when the path says,
 * so a save still pending when the learner pauses or submits, or a resume
 * lost after the browser went offline, is a choice of the path, not a race.
 * The question on view is part of the model's snapshot, so the moves and
 * the network's coming and going chain into one path (Next, offline, the
 * palette, online, Previous) instead of a path each. A save refused for
 * good is a real one (the attempt was submitted elsewhere meanwhile); other
 * failures are the one call routed to a lost connection, a 404 or, for an
 * invalid save, a 400.
 *
 * The server owns time, so "the server says the time is up" (on a save, or
 * when the page asks for the time after being hidden) needs the server's
 * own clock to run out: the second run takes two-minute tests started when
 * this file begins, and runs last, opening each a few seconds before its
 * time is up; the save or the time check is held until the server's clock
 * reads zero (within its 60-second grace), while the page's clock runs at
 * half speed, so the page's own countdown does not end the test first.
 *
 * A path may load a practice attempt instead (started through the
 * API in practice mode): the learner answers, checks the answer (the check
 * held at the door, answered or lost), and the page is hidden and shown
 * again; in the exam the page is hidden and the pace hint switched.
 */
import { type APIRequestContext, type Cookie, expect, type Page, request as playwrightRequest } from "@playwright/test"
import { test } from "../support/hydrated-test.ts"
import type { AnyMachineSnapshot, StateValue } from "xstate"
import type { AttemptData } from "../../../src/api/attempt/attempt.ts"
import { type AttemptContext, type AttemptEvent, attemptMachine } from "../../../src/machines/attempt/attempt.machine.ts"
import { ATTEMPT, attemptStableContext, FEEDBACK, PRACTICE, RESULT } from "../../machines/attempt/attempt-fixtures.ts"
import type { ActorResultEvent } from "../../machines/shared/path-coverage.ts"
import { newLearner } from "../support/helpdesk-people.ts"
import { API, startTest } from "../support/shop-api.ts"
import { dropOnce, type HeldCalls, holdEvery } from "./held-calls.ts"
import { type BrowserModel, type ModelRun, modelPaths, modelTests, type StepContext } from "./model-paths.ts"

const TESTS = {
  pause: { exam: "NL-NA-110", test: "Practice Test 1" },
  quick: { exam: "NCA-SA-210", test: "Quick Check (2 minutes)" }
} as const
type TestKind = keyof typeof TESTS

const URLS = {
  read: /\/api\/v1\/u\/attempts\/[^/]+$/,
  save: /\/api\/v1\/u\/attempts\/[^/]+\/save$/,
  pause: /\/api\/v1\/u\/attempts\/[^/]+\/pause$/,
  resume: /\/api\/v1\/u\/attempts\/[^/]+\/resume$/,
  submit: /\/api\/v1\/u\/attempts\/[^/]+\/submit$/,
  check: /\/api\/v1\/u\/attempts\/[^/]+\/check$/
} as const

// ── The model ──

/**
 * The shared stable context, plus the question on view: moving (Next, the
 * palette, Previous) then reaches new snapshots, so one path can chain the
 * moves and the network's coming and going instead of a path for each.
 */
type Stable = ReturnType<typeof attemptStableContext> & { readonly at: string | null }
const stable = (context: unknown): Stable => ({ ...attemptStableContext(context), at: (context as AttemptContext).current?.qsnId ?? null })

const loadedWith = (attempt: Partial<AttemptData>) => ({ attempt: { ...ATTEMPT, ...attempt }, storedQueue: null })
const failure = (reason: "NotFound" | "Conflict" | "Network" | "Invalid") => ({ _tag: "ApiFailure", reason, message: reason })
const done = (actor: string, output: unknown): ActorResultEvent => ({ type: `xstate.done.actor.${actor}`, output })
const error = (actor: string, reason: "NotFound" | "Network" = "Network"): ActorResultEvent => ({ type: `xstate.error.actor.${actor}`, error: failure(reason) })

const SECOND = "xstate.after.second.attempt.active.ongoing.timed.countdown.running"
const SUBMIT_RETRY = "xstate.after.submitRetry.attempt.active.submitting.waitingToRetry"

const within = (value: StateValue, ...keys: ReadonlyArray<string>): boolean => {
  let part: StateValue | undefined = value
  for (const key of keys) {
    if (part === undefined) return false
    if (typeof part === "string") return part === key && key === keys.at(-1)
    part = part[key]
  }
  return part !== undefined
}

/** The runs: a test just started, and a two-minute test whose time ran out on the server (marked in the input's section). */
const FRESH: ModelRun = { name: "a test started", input: { attemptId: "att-1", online: true } }
const LATE_SECTION = "time-up-on-the-server"
const LATE: ModelRun = { name: "the server's time is up", input: { attemptId: "att-1", sectionId: LATE_SECTION, online: true } }

/** What a learner can do, and the server answer, once the server's clock for the test has run out. */
const lateCases = (snapshot: AnyMachineSnapshot): ReadonlyArray<AttemptEvent | ActorResultEvent> => {
  const c = stable(snapshot.context)
  const value = snapshot.value as StateValue
  if (value === "loading") return [done("loadAttempt", loadedWith({ pauseAllowed: false, remainingSeconds: 5 }))]
  const found: Array<AttemptEvent | ActorResultEvent> = []
  if (!c.drained) found.push({ type: "SAVE_CONFIRMED", qsnId: "q1" as never, remainingSeconds: 0, drained: true })
  if (within(value, "active", "ongoing", "timed", "resync", "idle") && c.drained)
    found.push({ type: "ANSWER.CHOOSE", optionId: "o1" }, { type: "PAGE_VISIBLE" })
  if (within(value, "active", "ongoing", "timed", "resync", "asking")) found.push(done("clockSync", { ...ATTEMPT, remainingSeconds: 0 }))
  if (within(value, "active", "submitting", "sending")) found.push(done("submitAttempt", RESULT))
  return found
}

const isLate = (snapshot: AnyMachineSnapshot): boolean => (snapshot.context as AttemptContext).wanted.sectionId === LATE_SECTION

/**
 * A practice: answer, the save confirmed, check (answered or
 * lost), or check with the save still held (the check waits for it); the
 * page hidden and shown again.
 */
const practiceCases = (snapshot: AnyMachineSnapshot): ReadonlyArray<AttemptEvent | ActorResultEvent> => {
  const c = stable(snapshot.context)
  const value = snapshot.value as StateValue
  if (!c.online || c.isSubmit) return []
  const found: Array<AttemptEvent | ActorResultEvent> = []
  if (!c.drained) found.push({ type: "SAVE_CONFIRMED", qsnId: "q1" as never, remainingSeconds: 1800, drained: true })
  if (within(value, "active", "ongoing", "practice", "answering")) {
    if (c.canCheck) found.push({ type: "CHECK" })
    else if (c.drained && (snapshot.context as AttemptContext).feedback["q1"] === undefined) found.push({ type: "ANSWER.CHOOSE", optionId: "o1" })
    if (c.drained && !c.canCheck) found.push({ type: "PAGE_HIDDEN" }, { type: "PAGE_VISIBLE" })
  }
  if (within(value, "active", "ongoing", "practice", "checking", "sending")) found.push(done("checkAnswer", FEEDBACK), error("checkAnswer"))
  return found
}

const cases = (snapshot: AnyMachineSnapshot): ReadonlyArray<AttemptEvent | ActorResultEvent> => {
  if (isLate(snapshot)) return lateCases(snapshot)
  const c = stable(snapshot.context)
  const value = snapshot.value as StateValue
  if (c.mode === "practice" && within(value, "active")) return practiceCases(snapshot)
  const network: ReadonlyArray<AttemptEvent> = c.online ? [{ type: "OFFLINE" }] : [{ type: "ONLINE" }]
  // Offline, a call can only fail.
  const answered = (...results: ReadonlyArray<ActorResultEvent>): ReadonlyArray<ActorResultEvent> => (c.online ? results : [])
  // Loading again after a save refused for good: the attempt was submitted elsewhere, so that is what the server says.
  if (value === "loading" && c.loaded) {
    return c.online ? [{ type: "OFFLINE" }, done("loadAttempt", loadedWith({ status: "submitted" })), error("loadAttempt")] : [{ type: "ONLINE" }]
  }
  if (value === "loading") {
    // Offline, the load only gets its connection back (a failed load is taken online).
    if (!c.online) return [{ type: "ONLINE" }]
    return [
      ...network,
      ...answered(
        done("loadAttempt", loadedWith({ pauseAllowed: true })),
        done("loadAttempt", loadedWith({ pauseAllowed: false })),
        done("loadAttempt", loadedWith({ status: "paused" })),
        done("loadAttempt", loadedWith({ status: "submitted" })),
        done("loadAttempt", loadedWith(PRACTICE)),
        error("loadAttempt", "NotFound")
      ),
      error("loadAttempt")
    ]
  }
  // Try again with the connection back (offline it fails again at once).
  if (value === "loadFailed") return c.online ? [...network, { type: "RETRY" }] : network
  if (!within(value, "active")) return []
  // Away from the first question, one chain: Next → offline → the palette's question 3 → online → Previous.
  if (c.at !== null && c.at !== "q1" && within(value, "active", "ongoing")) {
    if (c.at === "q2") return [c.online ? { type: "OFFLINE" } : { type: "GO_TO", qsnId: "q3" }]
    if (c.at === "q3") return [c.online ? { type: "PREVIOUS" } : { type: "ONLINE" }]
  }
  // Paused: resume; the resume held while the browser goes offline, then lost; back online, still paused.
  if (within(value, "active", "paused")) return [c.online ? { type: "RESUME" } : { type: "ONLINE" }]
  if (within(value, "active", "resuming")) {
    return c.online ? [{ type: "OFFLINE" }, done("resumeAttempt", { remainingSeconds: 2 })] : [error("resumeAttempt")]
  }
  const found: Array<AttemptEvent | ActorResultEvent> = [...network]
  // A save is pending (held at the door): it is confirmed, refused for good, or rejected (offline it waits).
  if (!c.drained && c.online) {
    found.push(
      { type: "SAVE_CONFIRMED", qsnId: "q1" as never, remainingSeconds: 2, drained: true },
      { type: "SAVE_REFUSED", error: failure("Conflict") },
      { type: "SAVE_REJECTED", qsnId: "q1" as never, error: failure("Invalid"), drained: true }
    )
  }
  // A second left (the page's clock runs on, in real time): only that second, and the answer of a save pending.
  if (within(value, "active", "ongoing") && c.lastSecond)
    return [...found.filter((event) => event.type.startsWith("SAVE_")), { type: SECOND } as ActorResultEvent]
  if (within(value, "active", "ongoing")) {
    // The submit dialog is modal: while it is open, only its two buttons.
    if (c.confirming) found.push({ type: "CANCEL_SUBMIT" }, { type: "CONFIRM_SUBMIT" })
    else {
      found.push({ type: "REQUEST_SUBMIT" })
      // The chain of moves starts with nothing else under way (no save, no clock check).
      if (c.online && c.drained && within(value, "active", "ongoing", "timed", "resync", "idle")) found.push({ type: "NEXT" })
      if (c.drained) found.push({ type: "ANSWER.CHOOSE", optionId: "o1" }, { type: "ANSWER.TOGGLE_MARK" })
      if (c.pauseAllowed === true && c.online) found.push({ type: "PAUSE" })
      // The page hidden (the question's time stops) and the pace hint switched, on the first question at rest.
      if (c.at === "q1" && c.online && c.drained && within(value, "active", "ongoing", "timed", "resync", "idle")) {
        found.push({ type: "PAGE_HIDDEN" }, { type: "PACE_HINT_TOGGLE" })
      }
    }
    // Time runs out on the two-minute test only (a full practice test would take 50 minutes of ticks).
    if (c.pauseAllowed === false) found.push({ type: SECOND } as ActorResultEvent)
    if (within(value, "active", "ongoing", "timed", "resync", "idle")) found.push({ type: "PAGE_VISIBLE" })
    if (within(value, "active", "ongoing", "timed", "resync", "asking"))
      found.push(...answered(done("clockSync", { ...ATTEMPT, remainingSeconds: 2 })), error("clockSync"))
  }
  if (within(value, "active", "pausing", "sending")) found.push(...answered(done("pauseAttempt", { remainingSeconds: 2 })), error("pauseAttempt"))
  if (within(value, "active", "submitting", "sending")) {
    found.push(...answered(done("submitAttempt", RESULT), error("submitAttempt", "NotFound")), error("submitAttempt"))
  }
  if (within(value, "active", "submitting", "waitingToRetry")) found.push({ type: SUBMIT_RETRY } as ActorResultEvent)
  return found
}

// ── The browser side ──

const held = new WeakMap<Page, { readonly read: HeldCalls; readonly save: HeldCalls; readonly resume: HeldCalls; readonly check: HeldCalls }>()
const reads = (page: Page) => held.get(page)!.read
const saves = (page: Page) => held.get(page)!.save
const resumes = (page: Page) => held.get(page)!.resume
const checks = (page: Page) => held.get(page)!.check

/** The page's visibility as the browser reports it: hidden by the path, or (undone) as it really is. */
const setVisibility = async (page: Page, hidden: boolean) => {
  await page.evaluate((hide) => {
    if (hide) Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" })
    else delete (document as unknown as Record<string, unknown>)["visibilityState"]
    document.dispatchEvent(new Event("visibilitychange"))
  }, hidden)
}

const questionHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Question \d+ of \d+$/ })
const optionLabels = (page: Page) => page.locator("label").filter({ has: page.locator("input[type=radio], input[type=checkbox]") })
const submitDialog = (page: Page) => page.getByRole("alertdialog")

/** Seconds on the timer ("mm: ss"). */
const timerSeconds = async (page: Page): Promise<number> => {
  const text = (await page.getByRole("timer", { name: "Time left" }).textContent()) ?? ""
  const match = /(\d+):\s?(\d\d)/.exec(text)
  expect(match, `timer text "${text}"`).not.toBeNull()
  return Number(match![1]) * 60 + Number(match![2])
}

/** Buys the exam of `kind` and starts its test through the API; answers the attempt's id. */
const startAttempt = (request: APIRequestContext, token: string, kind: TestKind, mode: "exam" | "practice" = "exam"): Promise<string> =>
  startTest(request, token, TESTS[kind].exam, TESTS[kind].test, mode)

const attemptCall = async (step: StepContext, what: "pause" | "submit") => {
  const answer = await step.page.request.post(`${API}/attempts/${step.scenario.attemptId!}/${what}`, { headers: { "x-access-token": step.scenario.token! } })
  expect(answer.ok(), await answer.text()).toBe(true)
}

const setOnline = async (step: StepContext, online: boolean) => {
  await step.context.setOffline(!online)
}

const model: BrowserModel<typeof attemptMachine> = {
  machine: attemptMachine,
  // A pure walk starts no child: the three actions that talk to the save queue do nothing there.
  walked: attemptMachine.provide({ actions: { forwardChange: () => {}, forwardOnline: () => {}, forwardOffline: () => {} } }),
  runs: [FRESH, LATE],
  stableContext: stable,
  cases,
  simplePathCap: 0,
  events: {
    "ANSWER.CHOOSE": async ({ page }) => {
      // An option not chosen yet, so the answer changes.
      const unchecked = optionLabels(page).filter({ has: page.locator("input:not(:checked)") })
      await unchecked.first().click()
    },
    "ANSWER.CLEAR": async ({ page }) => {
      await page.getByRole("button", { name: "Clear" }).click()
    },
    "ANSWER.TOGGLE_MARK": async ({ page }) => {
      await page.getByRole("button", { name: "Mark for review" }).click()
    },
    SAVE_CONFIRMED: async (step) => {
      if (step.scenario.late === "yes") await serverTimeUp(step, saves(step.page))
      await saves(step.page).answer()
    },
    SAVE_REFUSED: async (step) => {
      // The attempt was submitted elsewhere meanwhile: the server refuses the save for good.
      await attemptCall(step, "submit")
      await saves(step.page).answer()
    },
    SAVE_REJECTED: async ({ page }) => saves(page).answerWith(400, { _tag: "Invalid", message: "This answer is not one of the question's options." }),
    RETRY: async ({ page }) => {
      await page.getByRole("button", { name: "Try again" }).click()
    },
    NEXT: async ({ page }) => {
      await page.getByRole("button", { name: "Next" }).click()
    },
    PREVIOUS: async ({ page }) => {
      // On the first question Previous is disabled: move on one first (a NEXT too many changes no state).
      const previous = page.getByRole("button", { name: "Previous" })
      if (await previous.isDisabled()) await page.getByRole("button", { name: "Next" }).click()
      await previous.click()
    },
    GO_TO: async ({ page }) => {
      await page
        .getByRole("complementary", { name: "Questions" })
        .getByRole("button", { name: /^Question 3,/ })
        .click()
    },
    PAUSE: async ({ page }) => {
      await page.getByRole("button", { name: "Pause" }).click()
    },
    RESUME: async ({ page }) => {
      await page.getByRole("button", { name: "Resume test" }).click()
    },
    REQUEST_SUBMIT: async ({ page }) => {
      await page.getByRole("button", { name: "Submit test" }).first().click()
    },
    CANCEL_SUBMIT: async ({ page }) => {
      await submitDialog(page).getByRole("button", { name: "Keep answering" }).click()
    },
    CONFIRM_SUBMIT: async ({ page }) => {
      await submitDialog(page).getByRole("button", { name: "Submit test" }).click()
    },
    ONLINE: async (step) => setOnline(step, true),
    OFFLINE: async (step) => setOnline(step, false),
    PAGE_VISIBLE: async ({ page }) => {
      // The tab shown again (a hidden tab's timers are throttled): the page hears visibilitychange.
      await setVisibility(page, false)
    },
    PAGE_HIDDEN: async ({ page }) => {
      await setVisibility(page, true)
    },
    CHECK: async ({ page }) => {
      await page.getByRole("button", { name: "Check answer" }).click()
    },
    PACE_HINT_TOGGLE: async ({ page }) => {
      await page.getByRole("button", { name: "Pace hint" }).click()
    }
  },
  delays: {
    [SECOND]: async ({ page }, before) => {
      // A tick; or, when the model's clock reaches its last second, the test's time runs out.
      const lastSecond = (before.context as Stable).lastSecond
      // (Stopping two seconds short: the display may be a tick behind the actor.)
      await page.clock.runFor(lastSecond ? 3000 : Math.max(1000, ((await timerSeconds(page)) - 2) * 1000))
    }
  },
  results: {
    "xstate.done.actor.loadAttempt": async (step, result) => {
      const attempt = (result as { output: { attempt: AttemptData } }).output.attempt
      step.scenario.test = attempt.pauseAllowed || attempt.mode === "practice" ? "pause" : "quick"
      if (attempt.mode === "practice") step.scenario.mode = "practice"
      if (attempt.status !== "ongoing") step.scenario.before = attempt.status === "paused" ? "pause" : "submit"
      return () => reads(step.page).answer()
    },
    "xstate.error.actor.loadAttempt": ({ page }, result) =>
      (result as { error: { reason: string } }).error.reason === "NotFound"
        ? () => reads(page).answerWith(404, { _tag: "NotFound", message: "This attempt does not exist." })
        : () => reads(page).drop(),
    "xstate.done.actor.clockSync": (step) => async () => {
      if (step.scenario.late === "yes") await serverTimeUp(step, reads(step.page))
      await reads(step.page).answer()
    },
    "xstate.error.actor.clockSync":
      ({ page }) =>
      () =>
        reads(page).drop(),
    "xstate.done.actor.pauseAttempt": () => {},
    "xstate.error.actor.pauseAttempt": ({ page }) => dropOnce(page, URLS.pause),
    "xstate.done.actor.resumeAttempt":
      ({ page }) =>
      () =>
        resumes(page).answer(),
    "xstate.error.actor.resumeAttempt":
      ({ page }) =>
      () =>
        resumes(page).drop(),
    "xstate.done.actor.submitAttempt": () => {},
    "xstate.done.actor.checkAnswer":
      ({ page }) =>
      () =>
        checks(page).answer(),
    "xstate.error.actor.checkAnswer":
      ({ page }) =>
      () =>
        checks(page).drop(),
    "xstate.error.actor.submitAttempt": async ({ page }, result) => {
      if ((result as { error: { reason: string } }).error.reason !== "NotFound") return dropOnce(page, URLS.submit)
      await page.route(
        URLS.submit,
        (route) =>
          route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ _tag: "NotFound", message: "This attempt does not exist." }) }),
        { times: 1 }
      )
    }
  },
  screens: {
    "attempt.loading": { transient: "waits for the attempt (held at the door)" },
    "attempt.loadFailed": async (page) => {
      await expect(page.getByRole("alert").filter({ hasText: "Your test could not be loaded." })).toBeVisible()
    },
    "attempt.notFound": async (page) => {
      await expect(page.getByRole("heading", { level: 1, name: "Test not found" })).toBeVisible()
    },
    "attempt.active": async (page) => {
      await expect(page.getByRole("button", { name: /^(Submit test|Finish practice)$/ }).first()).toBeVisible()
    },
    "attempt.active.ongoing": async (page) => {
      await expect(questionHeading(page)).toBeVisible()
    },
    "attempt.active.ongoing.timed": async (page) => {
      await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible()
      await expect(page.getByRole("button", { name: "Pace hint" })).toBeVisible()
    },
    "attempt.active.ongoing.timed.countdown": async (page) => {
      await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/\d+:\s?\d\d/)
    },
    "attempt.active.ongoing.timed.countdown.running": { transient: "the countdown's one state: its region's check reads the clock" },
    "attempt.active.ongoing.timed.resync": { transient: "the region re-syncing the clock with the server" },
    "attempt.active.ongoing.timed.resync.idle": { transient: "nothing on screen: the clock is in step" },
    "attempt.active.ongoing.timed.resync.asking": { transient: "asks the server for the time left (held at the door)" },
    "attempt.active.ongoing.practice": async (page) => {
      await expect(page.getByTestId("practice-mode")).toBeVisible()
      await expect(page.getByRole("timer")).toHaveCount(0)
    },
    "attempt.active.ongoing.practice.answering": async (page) => {
      await expect(page.getByRole("button", { name: /^(Check answer|Checked)$/ })).toBeVisible()
    },
    "attempt.active.ongoing.practice.checking": { transient: "the check under way" },
    "attempt.active.ongoing.practice.checking.flushing": { transient: "sends the question's save still pending before checking" },
    "attempt.active.ongoing.practice.checking.sending": { transient: "waits for the check's answer (held at the door)" },
    "attempt.active.pausing": { transient: "the pause under way" },
    "attempt.active.pausing.flushing": { transient: "sends the answers still pending before pausing" },
    "attempt.active.pausing.sending": { transient: "waits for the pause's answer" },
    "attempt.active.paused": async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "Test paused" })).toBeVisible()
    },
    "attempt.active.resuming": { transient: "waits for the resume's answer" },
    "attempt.active.submitting": { transient: "the submission under way: its answer is not held, so the screen may already show the result" },
    "attempt.active.submitting.flushing": { transient: "sends the answers still pending first" },
    "attempt.active.submitting.sending": { transient: "waits for the submission's answer" },
    "attempt.active.submitting.waitingToRetry": async (page) => {
      await expect(page.getByRole("status").filter({ hasText: "Submitting your test…" })).toBeVisible()
    },
    "attempt.submitted": async (page) => {
      await expect(page).toHaveURL(/\/attempt\/[^/]+$/)
    }
  },
  prepare: async (step, run) => {
    if (run === LATE) {
      let late = await nextLateAttempt()
      // Its time ran out while the earlier late paths ran (a slow machine): this path takes a new two-minute test.
      if ((await remainingOf(step.page.request, late)) < LATE_MIN_SECONDS) late = await startLateAttempt()
      await step.context.addCookies(late.cookies)
      step.scenario.token = late.token
      step.scenario.attemptId = late.attemptId
    } else {
      const { token } = await newLearner(step.page.request, "Model Taker", "Model-Taker-2026")
      step.scenario.token = token
    }
    held.set(step.page, {
      read: await holdEvery(step.page, URLS.read, "attempt read", "newest"),
      save: await holdEvery(step.page, URLS.save, "save", "oldest"),
      resume: await holdEvery(step.page, URLS.resume, "resume", "oldest"),
      check: await holdEvery(step.page, URLS.check, "check", "oldest")
    })
  },
  open: async (step, run) => {
    if (run === LATE) {
      // A few seconds before the server's clock runs out (the other paths ran meanwhile).
      await expect.poll(() => serverRemaining(step), { message: "the two-minute test near its end", timeout: 150_000, intervals: [500] }).toBeLessThanOrEqual(8)
      step.scenario.late = "yes"
      step.scenario.opened = "yes"
      await step.page.goto(`/test/${step.scenario.attemptId!}`)
      await halfSpeed(step.page)
      return
    }
    const attemptId = await startAttempt(
      step.page.request,
      step.scenario.token!,
      (step.scenario.test as TestKind | undefined) ?? "pause",
      step.scenario.mode === "practice" ? "practice" : "exam"
    )
    step.scenario.attemptId = attemptId
    if (step.scenario.before === "pause") await attemptCall(step, "pause")
    if (step.scenario.before === "submit") await attemptCall(step, "submit")
    step.scenario.opened = "yes"
    await step.page.goto(`/test/${attemptId}`)
  }
}

/** The time left on an attempt by the server's clock. */
const remainingOf = async (request: APIRequestContext, attempt: { readonly token: string; readonly attemptId: string }): Promise<number> => {
  const read = await request.get(`${API}/attempts/${attempt.attemptId}`, { headers: { "x-access-token": attempt.token } })
  return ((await read.json()) as { data: { remainingSeconds: number } }).data.remainingSeconds
}

const serverRemaining = (step: StepContext): Promise<number> =>
  remainingOf(step.page.request, { token: step.scenario.token!, attemptId: step.scenario.attemptId! })

/**
 * Waits for the server's clock to reach zero with the call that will tell
 * the page held at the door. The page's clock stands still meanwhile, so
 * however long the wait (a loaded machine), the page's own countdown cannot
 * end the test before the server's answer does.
 */
const serverTimeUp = async (step: StepContext, call: HeldCalls) => {
  await call.waiting()
  const pump = pumps.get(step.page)
  if (pump !== undefined) pump.frozen = true
  try {
    await expect.poll(() => serverRemaining(step), { message: "the server's clock at zero", timeout: 30_000, intervals: [500] }).toBe(0)
  } finally {
    if (pump !== undefined) pump.frozen = false
  }
}

/** Each late page's clock pump: frozen while the server's clock is awaited. */
const pumps = new WeakMap<Page, { frozen: boolean }>()

/** The page's clock at half speed from now on (its timers still fire, in order): stopped, then moved 50 ms every 100 ms. */
const halfSpeed = async (page: Page) => {
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000))
  const pump = { frozen: false }
  pumps.set(page, pump)
  const timer = setInterval(() => {
    if (!pump.frozen) void page.clock.runFor(50).catch(() => clearInterval(timer))
  }, 100)
  page.on("close", () => clearInterval(timer))
}

/**
 * Two-minute tests, one per path of the late run (each its own learner),
 * started when the late run begins: the fresh run's paths take longer than
 * a two-minute test and its grace (with the practice paths), so
 * tests started with the file were already submitted by the sweeper. They
 * start LATE_SPACING_MS apart, so each path finds its test a few seconds
 * before its end after the path before it is done (started together, a
 * slow earlier path left the next one a test already out of time).
 */
interface LateAttempt {
  readonly token: string
  readonly attemptId: string
  readonly cookies: ReadonlyArray<Cookie>
}
const LATE_PATHS = modelPaths(model).filter((path) => path.run === LATE).length
const LATE_SPACING_MS = 30_000
/** Fewer seconds left than this when a late path begins: its test is replaced by a new one. */
const LATE_MIN_SECONDS = 10
let lateAttempts: ReadonlyArray<Promise<LateAttempt>> | null = null
let lateTaken = 0
let shopAddress = ""

const startLateAttempt = async (): Promise<LateAttempt> => {
  const api = await playwrightRequest.newContext({ baseURL: shopAddress })
  try {
    const { token } = await newLearner(api, "Model Late Taker", "Model-Taker-2026")
    return { token, attemptId: await startAttempt(api, token, "quick"), cookies: (await api.storageState()).cookies }
  } finally {
    await api.dispose()
  }
}

/** The next late path's test; the first ask starts them all, LATE_SPACING_MS apart. */
const nextLateAttempt = (): Promise<LateAttempt> => {
  lateAttempts ??= Array.from({ length: LATE_PATHS }, (_, index) => {
    const started = new Promise((wait) => setTimeout(wait, index * LATE_SPACING_MS)).then(startLateAttempt)
    // Awaited by its path later; marked handled so a failure is reported there, not as an unhandled rejection.
    started.catch(() => {})
    return started
  })
  const next = lateAttempts[lateTaken]
  lateTaken += 1
  if (next === undefined) throw new Error("no two-minute test was started for this path")
  return next
}

// The late run waits for the server's clock (two minutes after its tests started, at most).
test.describe.configure({ timeout: 240_000 })

test.beforeAll(({ baseURL }) => {
  shopAddress = baseURL!
})

modelTests(model)
