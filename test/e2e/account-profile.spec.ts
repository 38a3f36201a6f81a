/**
 * The profile area in a real browser against the real server: the sidebar,
 * My Profile (name, phone, image), Change Password, Notifications, the
 * sign-in gate for guests, and accessibility.
 *
 * Sign-in is rate-limited per address (10 a quarter hour, and every e2e
 * request comes from 127.0.0.1), so the file signs the demo learner in once
 * and hands the session cookie to each test; Sign Out, which ends that
 * session, runs last. Name, phone and password changes on the demo learner
 * are put back, so other files still find the seeded learner; the uploaded
 * profile image stays (there is no call that removes one).
 */
import { mkdirSync } from "node:fs"
import AxeBuilder from "@axe-core/playwright"
import { expect, request as playwrightRequest, type Cookie, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { signedInCookies } from "./support/session-cookies.ts"
import type { NotificationPage } from "../../src/api/account/notifications.ts"
import type { Profile } from "../../src/api/account/profile.ts"
import { IMAGE_FORMAT_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from "../../src/domain/account/image-rules.ts"
import { pngFile } from "../api/support/image-files.ts"

const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const API = "/api/v1/u"
const SCREENS = ".tmp/screens"

let cookies: Array<Cookie> = []

test.beforeAll(async ({ baseURL }) => {
  cookies = await signedInCookies(baseURL!, DEMO)
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

/** The API token of the page's session, for reading what the screens should show. */
const tokenOf = async (page: Page): Promise<string> => {
  const answer = await page.request.get("/auth/login/success")
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { token: string }).token
}

const readProfile = async (page: Page): Promise<Profile> => {
  const answer = await page.request.get(`${API}/profile/myProfile`, { headers: { "x-access-token": await tokenOf(page) } })
  return ((await answer.json()) as { data: Profile }).data
}

const openProfile = async (page: Page) => {
  await page.goto("/profile")
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Details" })).toBeVisible()
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Profile" })

/** A real PNG of `width`×`height` solid pixels (the API suites' picture maker). */
const pngOf = (width: number, height: number, rgb: readonly [number, number, number]): Buffer => pngFile(width, height, { rgb })

test.describe("guests", () => {
  test("a signed-in screen sends a guest to sign in, remembering where they were", async ({ page, context }) => {
    // Without the shared session cookie this browser is a guest.
    await context.clearCookies()
    await page.goto("/change-password?from=mail")
    await expect(page).toHaveURL(/\/sign-in\?lastLocation=%2Fchange-password%3Ffrom%3Dmail$/)
  })
})

test.describe("profile sidebar", () => {
  test("marks the current item and links to every part of the profile area", async ({ page }) => {
    await openProfile(page)
    const nav = sidebar(page)
    await expect(nav.getByRole("link", { name: "My Profile" })).toHaveAttribute("aria-current", "page")
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)

    const stops = [
      ["My Packages", "/profile/package/active/1", "My Packages"],
      ["My Exams", "/profile/exam/active", "My Exams"],
      ["Transaction", "/profile/transaction", "Transactions"],
      ["Change Password", "/change-password", "Change Password"],
      ["Help", "/helpdesk", "Helpdesk"],
      ["My Profile", "/profile", "My Profile"]
    ] as const
    for (const [label, path, heading] of stops) {
      await nav.getByRole("link", { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page")
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }

    // Sub-pages keep their item marked.
    await page.goto("/profile/package/expired/2")
    await expect(sidebar(page).getByRole("link", { name: "My Packages" })).toHaveAttribute("aria-current", "page")
  })
})

test.describe("My Profile", () => {
  test("shows the learner's name, email and verified phone", async ({ page }) => {
    const profile = await readProfile(page)
    await openProfile(page)
    const details = page.getByRole("region", { name: "Details" })
    await expect(details.getByText(profile.name, { exact: true })).toBeVisible()
    await expect(details.getByText(profile.email, { exact: true })).toBeVisible()
    await expect(details.getByText(profile.phone!, { exact: true })).toBeVisible()
    await expect(details.getByText("Verified", { exact: true })).toBeVisible()
  })

  test("edits name and phone; errors show once touched; the header follows the new name", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const before = await readProfile(page)
    await openProfile(page)
    await page.getByRole("button", { name: "Edit name and phone" }).click()

    const name = page.getByRole("textbox", { name: "Name" })
    const phone = page.getByRole("textbox", { name: "Phone" })
    await expect(name).toHaveValue(before.name)
    await name.fill("")
    await expect(page.getByText("Please enter your name")).toHaveCount(0)
    await name.blur()
    await expect(page.getByText("Please enter your name")).toBeVisible()
    await expect(name).toHaveAttribute("aria-invalid", "true")

    await phone.fill("555")
    // The error under the phone takes the room kept for it: Save does not move
    // (else a click on Save that blurs the phone would miss the moved button).
    const saveBox = await page.getByRole("button", { name: "Save" }).boundingBox()
    await phone.blur()
    await expect(page.getByText("Please enter a valid US phone number")).toBeVisible()
    expect(await page.getByRole("button", { name: "Save" }).boundingBox()).toEqual(saveBox)
    await page.getByRole("button", { name: "Save" }).click()
    // A refused save puts focus on the first field in error.
    await expect(name).toBeFocused()
    await expect(page.getByText("Please enter a valid US phone number")).toBeVisible()

    const newName = `Dana E2E ${Date.now() % 100000}`
    await name.fill(newName)
    // The same number in another of the spec's formats: it stays verified.
    await phone.fill(`1 ${before.phone!.replace(/[()]/g, "").replace(" ", "-")}`)
    await page.getByRole("button", { name: "Save" }).click()
    await expect(page.getByRole("alert").filter({ hasText: "Your profile has been updated." })).toBeVisible()
    await expect(page.getByRole("button", { name: "Edit name and phone" })).toBeFocused()
    const details = page.getByRole("region", { name: "Details" })
    await expect(details.getByText(newName, { exact: true })).toBeVisible()
    await expect(details.getByText(before.phone!, { exact: true })).toBeVisible()
    await expect(details.getByText("Verified", { exact: true })).toBeVisible()
    await expect(page.getByRole("banner").getByRole("link", { name: newName })).toBeVisible()

    // Cancel leaves things as they were; then the original name goes back.
    await page.getByRole("button", { name: "Edit name and phone" }).click()
    await name.fill("Someone Else")
    await page.getByRole("button", { name: "Cancel" }).click()
    await expect(details.getByText(newName, { exact: true })).toBeVisible()
    await page.getByRole("button", { name: "Edit name and phone" }).click()
    await name.fill(before.name)
    await page.getByRole("button", { name: "Save" }).click()
    await expect(page.getByRole("banner").getByRole("link", { name: before.name })).toBeVisible()
    expect(await readProfile(page)).toMatchObject({ name: before.name, phone: before.phone, isPhoneVerified: true })
  })

  test("uploads a PNG and shows it; refuses an oversized image and a text file named .png", async ({ page }) => {
    await openProfile(page)
    const uploads: Array<string> = []
    page.on("request", (request) => {
      if (request.url().endsWith("/media/upload")) uploads.push(request.url())
    })
    const input = page.locator('input[type="file"]')
    const before = await readProfile(page)

    // Too large: refused in the browser, nothing is sent.
    const huge = Buffer.concat([pngOf(1, 1, [0, 0, 0]), Buffer.alloc(1048577)])
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge })
    await expect(page.getByText(IMAGE_TOO_LARGE_MESSAGE)).toBeVisible()
    expect(uploads).toEqual([])

    // A text file named .png: the server judges the bytes and says why.
    await input.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image") })
    await expect(page.getByRole("alert").filter({ hasText: IMAGE_FORMAT_MESSAGE }).first()).toBeVisible()
    expect(uploads).toHaveLength(1)
    expect((await readProfile(page)).image?._id ?? null).toBe(before.image?._id ?? null)

    // A real PNG: uploaded, made the profile image, and shown from download-file.
    const downloads: Array<string> = []
    page.on("response", (response) => {
      if (response.url().includes("/media/download-file/")) downloads.push(response.url())
    })
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pngOf(8, 8, [11, 79, 138]) })
    await expect(page.getByRole("alert").filter({ hasText: "Your profile image has been updated." })).toBeVisible()
    const image = page.getByRole("img", { name: /^Profile image of / })
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute("src", /^blob:/)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8)
    const after = await readProfile(page)
    expect(after.image).not.toBeNull()
    expect(downloads.some((url) => url.endsWith(`/media/download-file/${after.image!._id}`))).toBe(true)
    await expect(page.getByText(IMAGE_FORMAT_MESSAGE)).toHaveCount(0)

    // After a reload the image comes back from download-file.
    await openProfile(page)
    await expect.poll(() => page.getByRole("img", { name: /^Profile image of / }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8)
  })
})

test.describe("a failed load (spec §8: the shared handler's error toast)", () => {
  const errorToasts = (page: Page, message: string) => page.locator(".Toastify__toast--error").filter({ hasText: message })

  test("a failed profile load shows the server's message once as a toast; My Profile still says so and offers Retry", async ({ page }) => {
    const message = "The profile service is taking a short break."
    let asked = 0
    await page.route(`**${API}/profile/myProfile`, (route) => {
      asked += 1
      return route.fulfill({ status: 500, json: { message } })
    })
    await page.goto("/profile")
    const inline = page.getByRole("main").getByRole("alert").filter({ hasText: "Your profile could not be loaded." })
    await expect(inline).toBeVisible()
    await expect(inline.getByRole("button", { name: "Retry" })).toBeVisible()
    await expect(errorToasts(page, message)).toBeVisible()
    await expect(errorToasts(page, message)).toHaveCount(1)
    // Nothing toasts it a second time (another machine, a re-render) while the page settles.
    await page.waitForTimeout(1500)
    await expect(errorToasts(page, message)).toHaveCount(1)
    expect(asked).toBe(1)
    mkdirSync("/tmp/fixes-b", { recursive: true })
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.screenshot({ path: `/tmp/fixes-b/profile-load-failed-${width}.png` })
    }
  })

  test("the header's and the page's notifications failing together show one toast", async ({ page }) => {
    const message = "Notifications are paused for maintenance."
    let asked = 0
    await page.route(`**${API}/notifications/pagin`, (route) => {
      asked += 1
      return route.fulfill({ status: 503, json: { message } })
    })
    await page.goto("/notifications")
    await expect(page.getByRole("main").getByText("Your notifications could not be loaded.")).toBeVisible()
    await expect(page.getByRole("main").getByRole("button", { name: "Try again" })).toBeVisible()
    // The header's load, the page's, and the header's again once the live stream has connected.
    await expect.poll(() => asked).toBeGreaterThanOrEqual(2)
    await expect(errorToasts(page, message)).toBeVisible()
    await page.waitForTimeout(1000)
    await expect(errorToasts(page, message)).toHaveCount(1)
  })
})

test.describe("Change Password", () => {
  test("checks the fields, changes the password, and the new one signs in", async ({ page, baseURL }) => {
    await page.goto("/change-password")
    await expect(page.getByRole("heading", { level: 1, name: "Change Password" })).toBeVisible()
    await expect(sidebar(page).getByRole("link", { name: "Change Password" })).toHaveAttribute("aria-current", "page")

    const current = page.getByLabel("Current password")
    const fresh = page.getByLabel("New password", { exact: true })
    const confirm = page.getByLabel("Confirm new password")
    await page.getByRole("button", { name: "Change password" }).click()
    await expect(current).toBeFocused()
    await expect(page.getByText("Password must be 8 to 128 characters.")).toBeVisible()
    await expect(page.getByText("Passwords do not match")).toBeVisible()

    const changeTo = async (from: string, to: string) => {
      await current.fill(from)
      await fresh.fill(to)
      await confirm.fill(to)
      await page.getByRole("button", { name: "Change password" }).click()
      await expect(page.getByRole("alert").filter({ hasText: "Your password has been changed." }).last()).toBeVisible()
      await expect(current).toHaveValue("")
      await expect(fresh).toHaveValue("")
    }

    const temporary = "Temporary-Pass-2026"
    await changeTo(DEMO.password, temporary)
    const api = await playwrightRequest.newContext({ baseURL: baseURL! })
    const signIn = await api.post("/auth/login", { data: { email: DEMO.email, password: temporary } })
    expect(signIn.status()).toBe(200)
    await api.dispose()

    // Back to the demo password, so other tests and people can still sign in.
    await page.reload()
    await changeTo(temporary, DEMO.password)
  })

  test("a wrong current password shows the server's message under the field", async ({ page }) => {
    await page.goto("/change-password")
    await page.getByLabel("Current password").fill("not-the-password")
    await page.getByLabel("New password", { exact: true }).fill("Another-Pass-2026")
    await page.getByLabel("Confirm new password").fill("Another-Pass-2026")
    await page.getByRole("button", { name: "Change password" }).click()
    await expect(page.getByRole("alert").filter({ hasText: "The current password is not correct." }).first()).toBeVisible()
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true")
  })
})

test.describe("Notifications", () => {
  test("lists the learner's notifications with their time in words", async ({ page }) => {
    const answer = await page.request.post(`${API}/notifications/pagin`, {
      data: { page: 1, perPage: 20 },
      headers: { "x-access-token": await tokenOf(page) }
    })
    const { result } = (await answer.json()) as { result: NotificationPage }
    await page.goto("/notifications")
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible()
    if (result.docs.length === 0) {
      await expect(page.getByRole("heading", { name: "No notifications yet" })).toBeVisible()
    } else {
      const items = page.getByRole("main").getByRole("listitem")
      await expect(items).toHaveCount(result.docs.length)
      await expect(items.first().getByRole("heading")).toHaveText(result.docs[0]!.title)
      await expect(items.first().locator("time")).toHaveText(/^(Today|Yesterday|Tomorrow|Last \w+|\w+day) at \d{1,2}:\d{2} [AP]M$|^\d{2}\/\d{2}\/\d{4}$/)
    }
  })
})

test.describe("accessibility and narrow screens", () => {
  for (const path of ["/profile", "/change-password", "/notifications"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.getByRole("status")).toHaveCount(0)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
    })
  }

  test("screenshots at 1280 and 375 px wide, without sideways scrolling", async ({ page }) => {
    mkdirSync(SCREENS, { recursive: true })
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [path, name] of [
        ["/profile", "profile"],
        ["/change-password", "change-password"],
        ["/notifications", "notifications"],
        ["/profile/exam/active", "exams"]
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        await expect(page.getByRole("status")).toHaveCount(0)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true })
      }
      await page.goto("/profile")
      await page.getByRole("button", { name: "Edit name and phone" }).click()
      await page.getByRole("textbox", { name: "Phone" }).fill("12")
      await page.getByRole("textbox", { name: "Name" }).focus()
      await expect(page.getByText("Please enter a valid US phone number")).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `${SCREENS}/profile-edit-${width}.png`, fullPage: true })
    }
  })
})

// Last: signing out ends the session the other tests share.
test.describe("Sign Out", () => {
  test("goes to / and ends the session", async ({ page }) => {
    await openProfile(page)
    await sidebar(page).getByRole("button", { name: "Sign Out" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible()
    await page.goto("/profile")
    await expect(page).toHaveURL(/\/sign-in\?lastLocation=%2Fprofile$/)
  })
})
