/**
 * The learner's helpdesk chat in a real browser, with two
 * browser contexts: a new learner creates a ticket through the API and opens
 * its chat; the demo agent, signed in in a context of its own, replies
 * through the desk's API and the reply shows in the learner's chat within
 * 2 s without a reload, and the agent typing shows as "… is typing" for a
 * few seconds. Then the learner's browser goes offline, a message
 * typed meanwhile waits (shown as sending), and once online it is delivered
 * exactly once (checked through the API); a message whose sends fail
 * survives a reload and is then delivered once. A second learner closes a
 * ticket from its chat (to /helpdesk-closed) and reopens it by writing.
 * Axe on the chat, open and closed; 375 and 1280 px screenshots.
 */
import AxeBuilder from "@axe-core/playwright"
import { mkdirSync } from "node:fs"
import { type APIRequestContext, expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { AGENT, API, newLearner as newLearnerWith, SCREENS } from "./support/helpdesk-people.ts"

const PASSWORD = "Helpdesk-Chat-2026"

/** A new learner signed in on `page` (its cookies); answers the API token. */
const newLearner = async (page: Page): Promise<string> => (await newLearnerWith(page.request, "Cleo Chat", PASSWORD)).token

interface Message {
  readonly text: string
  readonly clientId: string
  readonly author: { readonly kind: string }
}

const messagesOf = async (request: APIRequestContext, token: string, ticketId: string): Promise<ReadonlyArray<Message>> => {
  const answer = await request.get(`${API}/helpdesk/tickets/${ticketId}`, { headers: { "x-access-token": token } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { data: { messages: ReadonlyArray<Message> } }).data.messages
}

const messageList = (page: Page) => page.getByRole("list", { name: "Messages" })

test("the agent's reply appears live, and a message typed offline is delivered exactly once", async ({ page, browser }) => {
  mkdirSync(SCREENS, { recursive: true })
  const token = await newLearner(page)
  const created = await page.request.post(`${API}/helpdesk/tickets`, {
    headers: { "x-access-token": token },
    data: {
      subject: "The timer stopped during my test",
      category: "technical",
      link: null,
      followUpOf: null,
      message: { clientId: `e2e-${crypto.randomUUID()}`, text: "The countdown froze at 12:00.", attachmentIds: [] }
    }
  })
  expect(created.ok(), await created.text()).toBe(true)
  const ticketId = ((await created.json()) as { data: { _id: string } }).data._id

  // The agent in a browser context of its own (its cookies are not the learner's).
  const agentContext = await browser.newContext()
  const login = await agentContext.request.post("/auth/login", { data: AGENT })
  expect(login.ok(), await login.text()).toBe(true)
  const agentToken = ((await login.json()) as { token: string }).token

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/helpdesk/chat/${ticketId}`)
  await expect(page.getByRole("heading", { name: "The timer stopped during my test" })).toBeVisible()
  await expect(messageList(page)).toContainText("The countdown froze at 12:00.")
  await expect(page.getByText("Live", { exact: true })).toBeVisible()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  const reply = `Thanks, we are looking into it (${Date.now()}).`
  const replied = await agentContext.request.post(`${API}/desk/tickets/${ticketId}/messages`, {
    headers: { "x-access-token": agentToken },
    data: { clientId: `e2e-${crypto.randomUUID()}`, text: reply, attachmentIds: [], internal: false }
  })
  expect(replied.ok(), await replied.text()).toBe(true)
  await expect(messageList(page)).toContainText(reply, { timeout: 2_000 })
  await expect(page.getByText("Waiting for your reply")).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // The agent typing: "… is typing" shows, then clears itself.
  const typed = await agentContext.request.post(`${API}/desk/tickets/${ticketId}/typing`, { headers: { "x-access-token": agentToken } })
  expect(typed.ok(), await typed.text()).toBe(true)
  await expect(page.getByText(/is typing…$/)).toBeVisible({ timeout: 2_000 })
  await expect(page.getByText(/is typing…$/)).toHaveCount(0, { timeout: 10_000 })

  const axe = await new AxeBuilder({ page }).include("main").analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  await page.screenshot({ path: `${SCREENS}/helpdesk-chat-1280.png`, fullPage: true })

  // Offline: the message waits in the outbox (and in local storage), then goes exactly once.
  await page.context().setOffline(true)
  await page.evaluate(() => window.dispatchEvent(new Event("offline")))
  const offlineText = `Written while offline (${Date.now()})`
  const composer = page.getByRole("textbox", { name: "Your message" })
  await composer.fill(offlineText)
  await composer.press("Enter")
  await expect(composer).toHaveValue("")
  const waiting = messageList(page).getByRole("listitem").filter({ hasText: offlineText })
  await expect(waiting).toContainText("Sending…")
  await page.waitForTimeout(500)
  await page.context().setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event("online")))
  await expect(waiting).toContainText(/Sent|Seen/, { timeout: 15_000 })
  await page.waitForTimeout(1_000)
  const stored = (await messagesOf(page.request, token, ticketId)).filter((message) => message.text === offlineText)
  expect(stored).toHaveLength(1)
  await expect(messageList(page).getByRole("listitem").filter({ hasText: offlineText })).toHaveCount(1)

  // A message whose sends cannot get through survives a reload (the outbox is in local storage) and goes once after it.
  const sends = `**${API}/helpdesk/tickets/${ticketId}/messages`
  await page.route(sends, (route) => route.abort("internetdisconnected"))
  const reloadText = `Kept across a reload (${Date.now()})`
  await composer.fill(reloadText)
  await composer.press("Enter")
  await expect(messageList(page).getByRole("listitem").filter({ hasText: reloadText })).toContainText("Sending…")
  await page.reload()
  // Shown again after the reload, still waiting: read back from local storage.
  await expect(messageList(page).getByRole("listitem").filter({ hasText: reloadText })).toContainText("Sending…")
  await page.unroute(sends)
  await expect(messageList(page).getByRole("listitem").filter({ hasText: reloadText })).toContainText(/Sent|Seen/, { timeout: 15_000 })
  await page.waitForTimeout(1_000)
  expect((await messagesOf(page.request, token, ticketId)).filter((message) => message.text === reloadText)).toHaveLength(1)
  await expect(messageList(page).getByRole("listitem").filter({ hasText: reloadText })).toHaveCount(1)

  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: `${SCREENS}/helpdesk-chat-375.png`, fullPage: true })
  await agentContext.close()
})

test("the learner closes a ticket (to /helpdesk-closed) and reopens it by writing in its chat", async ({ page }) => {
  const token = await newLearner(page)
  const created = await page.request.post(`${API}/helpdesk/tickets`, {
    headers: { "x-access-token": token },
    data: {
      subject: "A question about my invoice",
      category: "billing",
      link: null,
      followUpOf: null,
      message: { clientId: `e2e-${crypto.randomUUID()}`, text: "Where is my invoice?", attachmentIds: [] }
    }
  })
  expect(created.ok(), await created.text()).toBe(true)
  const ticketId = ((await created.json()) as { data: { _id: string } }).data._id

  await page.goto(`/helpdesk/chat/${ticketId}`)
  await page.getByRole("button", { name: "Close this ticket" }).click()
  await expect(page).toHaveURL(/\/helpdesk-closed$/)

  await page.goto(`/helpdesk/chat/${ticketId}`)
  await expect(page.getByText("Closed", { exact: true })).toBeVisible()
  await expect(page.getByText(/This ticket is closed\. Writing a message reopens it/)).toBeVisible()
  const axe = await new AxeBuilder({ page }).include("main").analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])

  const composer = page.getByRole("textbox", { name: "Your message" })
  await composer.fill("Found it, but one more question.")
  await composer.press("Enter")
  await expect(page.getByText("Open: waiting for support")).toBeVisible()
  await expect(page.getByText(/This ticket is closed/)).toHaveCount(0)
})
