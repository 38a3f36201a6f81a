/**
 * Accounts and the session in a real browser against the real server:
 * the whole sign-up with both one-time codes read from the dev outbox,
 * sign-in and sign-out, a 401 in the middle of a page, the 10-second token
 * refresh on the wire, the phone-verification redirect, and axe checks of
 * the account screens and the signed-in header.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type Cookie, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { signedInCookies } from "./support/session-cookies.ts"
import { readCode, signUpWithVerifiedEmail, uniqueEmail } from "./support/new-learner.ts"
import { CODE_INVALID, EMAIL_INVALID, NAME_REQUIRED, PASSWORD_LENGTH, PASSWORDS_DIFFER, PHONE_INVALID } from "../../src/domain/account/account-rules.ts"

const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026", name: "Dana Demo" }
const PASSWORD = "Practice-Makes-2026"

/** A US number nobody else in this run has: area code 512, a random line. */
const uniquePhone = () => {
  const line = String(Math.floor(Math.random() * 1e7)).padStart(7, "0")
  return { typed: `(512) ${line.slice(0, 3)}-${line.slice(3)}`, digits: `512${line}` }
}

const main = (page: Page) => page.getByRole("main")
const heading = (page: Page) => page.getByRole("heading", { level: 1 })
const banner = (page: Page) => page.getByRole("banner")
const successToast = (page: Page) => page.locator(".Toastify__toast--success")
const errorToast = (page: Page) => page.locator(".Toastify__toast--error")

const signIn = async (page: Page, email = DEMO.email, password = DEMO.password) => {
  await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(email)
  await main(page).getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

// Every request of the suite comes from 127.0.0.1, and the server allows 10
// sign-ins per address in 15 minutes: tests that only need a signed-in
// browser share one session instead of signing in again.
let demoSession: ReadonlyArray<Cookie> | null = null

/** Opens home already signed in as the demo learner (a shared session cookie, then login-success). */
const openSignedIn = async (page: Page, path = "/") => {
  demoSession ??= await signedInCookies(test.info().project.use.baseURL!, DEMO)
  await page.context().addCookies([...demoSession])
  await page.goto(path)
  await expect(banner(page).getByRole("link", { name: DEMO.name })).toBeVisible()
}

/** Signs a new learner up through the API (this page's cookies), verified email, no phone. */
const signUpThroughApi = async (page: Page): Promise<string> => {
  const email = uniqueEmail("api")
  await signUpWithVerifiedEmail(page.request, { name: "Riley Newcomer", email, password: PASSWORD })
  return email
}

const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

test.describe("sign-up", () => {
  test("name, email and password; the email code; a mobile number; the SMS code; signed in", async ({ page }) => {
    const email = uniqueEmail("signup")
    const phone = uniquePhone()
    await page.goto("/sign-up")
    await expect(heading(page)).toHaveText("Sign up")

    // Nothing shows before a field is touched; an empty submit shows every
    // message and puts focus on the first wrong field.
    await expect(page.getByText(NAME_REQUIRED)).toHaveCount(0)
    await page.getByRole("button", { name: "Create account" }).click()
    await expect(page.getByText(NAME_REQUIRED)).toBeVisible()
    await expect(page.getByText(EMAIL_INVALID)).toBeVisible()
    await expect(page.getByText(PASSWORD_LENGTH)).toBeVisible()
    await expect(page.getByText(PASSWORDS_DIFFER)).toBeVisible()
    await expect(main(page).getByRole("textbox", { name: "Name", exact: true })).toBeFocused()

    await main(page).getByRole("textbox", { name: "Name", exact: true }).fill("Riley Learner")
    await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(email)
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD)
    await main(page).getByLabel("Confirm password", { exact: true }).fill(`${PASSWORD}x`)
    await page.getByRole("button", { name: "Create account" }).click()
    await expect(main(page).getByLabel("Confirm password", { exact: true })).toBeFocused()
    await main(page).getByLabel("Confirm password", { exact: true }).fill(PASSWORD)
    await expect(page.getByText(PASSWORDS_DIFFER)).toHaveCount(0)
    await page.getByRole("button", { name: "Create account" }).click()

    await expect(page).toHaveURL((url) => url.pathname === "/verify-email-otp" && url.searchParams.get("email") === email)
    await expect(successToast(page).first()).toContainText("6-digit code")
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled()

    const codeField = main(page).getByRole("textbox", { name: "6-digit code", exact: true })
    await codeField.fill("123")
    await page.getByRole("button", { name: "Verify email" }).click()
    await expect(page.getByText(CODE_INVALID)).toBeVisible()
    await codeField.fill(await readCode(page.request, email, "email"))
    await page.getByRole("button", { name: "Verify email" }).click()

    await expect(page).toHaveURL(/\/sign-up-phone$/)
    await expect(heading(page)).toHaveText("Add your mobile number")
    await expect(banner(page).getByRole("link", { name: "Riley Learner" })).toBeVisible()

    const phoneField = main(page).getByRole("textbox", { name: "Mobile number", exact: true })
    await phoneField.fill("555-01")
    await page.getByRole("button", { name: "Send code" }).click()
    await expect(page.getByText(PHONE_INVALID)).toBeVisible()
    await expect(phoneField).toBeFocused()
    await phoneField.fill(phone.typed)
    await page.getByRole("button", { name: "Send code" }).click()

    await expect(page).toHaveURL(/\/verify-phone-otp$/)
    await main(page)
      .getByRole("textbox", { name: "6-digit code", exact: true })
      .fill(await readCode(page.request, phone.digits, "sms"))
    await page.getByRole("button", { name: "Verify phone" }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(banner(page).getByRole("link", { name: "Riley Learner" })).toHaveAttribute("href", "/profile")
    await expect(banner(page).getByRole("link", { name: "Sign in" })).toHaveCount(0)
  })

  test("an existing email gets the server's message as an error toast", async ({ page }) => {
    await page.goto("/sign-up")
    await main(page).getByRole("textbox", { name: "Name", exact: true }).fill("Someone")
    await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.email)
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD)
    await main(page).getByLabel("Confirm password", { exact: true }).fill(PASSWORD)
    await page.getByRole("button", { name: "Create account" }).click()
    await expect(errorToast(page)).toContainText("already exists")
    await expect(page).toHaveURL(/\/sign-up$/)
  })
})

test.describe("sign-in and sign-out", () => {
  test("the demo learner signs in, sees the signed-in header, and signs out", async ({ page, context }) => {
    await page.goto("/sign-in")
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page.getByText(EMAIL_INVALID)).toBeVisible()
    await expect(main(page).getByRole("textbox", { name: "Email", exact: true })).toBeFocused()

    await signIn(page, DEMO.email, "not-the-password")
    await expect(errorToast(page)).toHaveText("Invalid email or password.")
    await expect(page).toHaveURL(/\/sign-in$/)

    await main(page).getByLabel("Password", { exact: true }).fill(DEMO.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(successToast(page)).toHaveText("You are signed in.")
    const header = banner(page)
    await expect(header.getByRole("link", { name: DEMO.name })).toHaveAttribute("href", "/profile")
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0)
    expect((await context.cookies()).some((cookie) => cookie.name === "token" && cookie.value !== "")).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem("userId"))).not.toBeNull()

    // The notification dropdown lists the welcome notification with its time words, and View All.
    await header.getByRole("button", { name: /^Notifications/ }).click()
    const dropdown = page.getByRole("dialog", { name: "Notifications" })
    await expect(dropdown).toBeVisible()
    await expect(dropdown.getByRole("listitem").first()).toContainText(/Today at \d{1,2}:\d{2} [AP]M|\d{2}\/\d{2}\/\d{4}|at \d/)
    await dropdown.getByRole("link", { name: "View All" }).click()
    await expect(page).toHaveURL(/\/notifications$/)
    await expect(dropdown).toBeHidden()

    // A reload keeps the learner signed in (the session cookie and login-success).
    await page.reload()
    await expect(header.getByRole("link", { name: DEMO.name })).toBeVisible()

    await header.getByRole("button", { name: "Sign out" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible()
    expect((await context.cookies()).some((cookie) => cookie.name === "token" && cookie.value !== "")).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull()
    await page.reload()
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible()
  })

  test("on a narrow window the menu shows the default image, the name, Category and Sign out", async ({ page }) => {
    await openSignedIn(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole("button", { name: "Menu" }).click()
    const nav = page.getByRole("navigation", { name: "Mobile" })
    await expect(nav.getByRole("link", { name: DEMO.name })).toHaveAttribute("href", "/profile")
    await expect(nav.locator("svg").first()).toBeVisible()
    await expect(nav.getByRole("link", { name: "Category" })).toHaveAttribute("href", "/category")
    await expect(nav.getByRole("link", { name: "Sign in" })).toHaveCount(0)
    // Pressing it is the same SIGN_OUT as the header's (tested above); the shared session stays alive.
    await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible()
  })
})

test.describe("the session", () => {
  test("the token is refreshed every 10 seconds", async ({ page }) => {
    await openSignedIn(page)
    const isRefresh = (request: { url(): string }) => request.url().endsWith("/profile/tokenRefresh")
    const first = await page.waitForRequest(isRefresh, { timeout: 15_000 })
    const firstAt = Date.now()
    expect(first.headers()["x-access-token"]).toBeTruthy()
    // The httpOnly session cookie goes along (a token alone renews nothing), and the refresh is granted.
    expect((await first.allHeaders()).cookie).toMatch(/(^|; )sid=/)
    const answer = await first.response()
    expect(answer!.status()).toBe(200)
    const { token } = (await answer!.json()) as { token: string }
    await page.waitForRequest(isRefresh, { timeout: 15_000 })
    const gap = Date.now() - firstAt
    expect(gap).toBeGreaterThan(8_500)
    expect(gap).toBeLessThan(13_000)
    // The second refresh carries the token the first one answered.
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === "token")?.value).toBeTruthy()
    expect(token).toBeTruthy()
  })

  test("a learner without a verified phone is sent to /sign-up-phone", async ({ page }) => {
    await signUpThroughApi(page)
    await page.goto("/category")
    await expect(page).toHaveURL(/\/sign-up-phone$/)
    await expect(heading(page)).toHaveText("Add your mobile number")
    await expect(banner(page).getByRole("link", { name: "Riley Newcomer" })).toBeVisible()
  })

  test("forgot password: the emailed code, a new password, then sign in with it", async ({ page }) => {
    const email = await signUpThroughApi(page)
    await page.request.get("/auth/logout")
    await page.context().clearCookies()
    await page.goto("/forgot-password")
    await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(email)
    await page.getByRole("button", { name: "Send code" }).click()
    await expect(page).toHaveURL((url) => url.pathname === "/verify-otp" && url.searchParams.get("email") === email)
    await main(page)
      .getByRole("textbox", { name: "6-digit code", exact: true })
      .fill(await readCode(page.request, email, "email"))
    await page.getByRole("button", { name: "Verify code" }).click()
    // The reset token stays out of the address bar.
    await expect(page).toHaveURL(/\/reset-password$/)
    const newPassword = "A-Brand-New-Passphrase"
    await main(page).getByLabel("New password", { exact: true }).fill(newPassword)
    await main(page).getByLabel("Confirm new password", { exact: true }).fill(newPassword)
    await page.getByRole("button", { name: "Save new password" }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    await expect(successToast(page).last()).toContainText("Your password has been changed")
    await signIn(page, email, newPassword)
    await expect(page).toHaveURL(/\/sign-up-phone$/)
  })
})

test.describe("accessibility of the account screens", () => {
  test("no serious or critical axe violations, errors showing", async ({ page }) => {
    const screens: ReadonlyArray<readonly [string, string]> = [
      ["/sign-in", "Sign in"],
      ["/sign-up", "Create account"],
      ["/forgot-password", "Send code"],
      ["/verify-email-otp?email=dana%40example.com", "Verify email"],
      ["/verify-otp?email=dana%40example.com", "Verify code"],
      ["/reset-password", "Save new password"]
    ]
    for (const [path, submit] of screens) {
      await page.goto(path)
      await expect(heading(page)).toBeVisible()
      await page.getByRole("button", { name: submit }).click()
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible()
      expect(await seriousOrWorse(page), path).toEqual([])
    }
  })

  test("nor the signed-in header with the notification dropdown open, or the phone screens", async ({ page }) => {
    await openSignedIn(page)
    await banner(page)
      .getByRole("button", { name: /^Notifications/ })
      .click()
    await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
    await page.keyboard.press("Escape")
    for (const path of ["/add-mobile", "/verify-phone-otp"]) {
      await page.goto(path)
      await expect(heading(page)).toBeVisible()
      expect(await seriousOrWorse(page), path).toEqual([])
    }
  })
})

test.describe("a session that ends elsewhere", () => {
  test("a 401 in the middle of a page sends the learner to sign in and back to the same page", async ({ page }) => {
    // Last in the file: it ends the shared session on purpose.
    await openSignedIn(page, "/profile/transaction/2?sort=new")

    // Ending the session elsewhere (another tab of the shop, with its token): the next protected call (the refresh) answers 401.
    const token = await page.evaluate(() => localStorage.getItem("token"))
    expect(token).not.toBeNull()
    expect((await page.request.get("/auth/logout", { headers: { "x-access-token": token! } })).ok()).toBe(true)
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("lastLocation") === "/profile/transaction/2?sort=new", {
      timeout: 15_000
    })
    await expect(banner(page).getByRole("link", { name: "Sign in" })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull()

    await signIn(page)
    await expect(page).toHaveURL((url) => url.pathname === "/profile/transaction/2" && url.search === "?sort=new")
    await expect(banner(page).getByRole("link", { name: DEMO.name })).toBeVisible()
  })
})
