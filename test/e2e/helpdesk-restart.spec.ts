/**
 * A conversation through a killed server ("through a dropped
 * connection and a server restart, with nothing lost or doubled"). This
 * spec runs a server of its own on a PGlite data folder, so it can kill it
 * with SIGKILL and start it again on the same data: the learner's chat and
 * the agent (an API context of its own) exchange messages; the server is
 * killed; the learner writes meanwhile (the chat keeps the message in its
 * outbox and retries); the server comes back; the message is stored exactly
 * once, the agent's next reply reaches the open chat live (the stream
 * reconnects by itself), and after a reload every message shows once.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type APIRequestContext, expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { ownServer } from "./support/own-server.ts"
import { agentToken, API, newLearner } from "./support/helpdesk-people.ts"

const SERVER = ownServer(31)
const BASE = SERVER.base

const texts = async (request: APIRequestContext, token: string, ticketId: string): Promise<ReadonlyArray<string>> => {
  const answer = await request.get(`${API}/helpdesk/tickets/${ticketId}`, { headers: { "x-access-token": token } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { data: { messages: ReadonlyArray<{ text: string }> } }).data.messages.map((message) => message.text)
}

const reply = async (request: APIRequestContext, token: string, ticketId: string, text: string) => {
  const answer = await request.post(`${API}/desk/tickets/${ticketId}/messages`, {
    headers: { "x-access-token": token },
    data: { clientId: crypto.randomUUID(), text, attachmentIds: [], internal: false }
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" })

test("a chat through a SIGKILL and a restart loses and doubles nothing", async ({ browser }) => {
  test.setTimeout(180_000)
  const dataDir = mkdtempSync(join(tmpdir(), "examready-restart-"))
  let server = SERVER.start(dataDir)
  const learnerContext = await browser.newContext({ baseURL: BASE })
  const agentContext = await browser.newContext({ baseURL: BASE })
  try {
    await SERVER.waitUntilUp(learnerContext.request)
    const page = await learnerContext.newPage()
    const { token } = await newLearner(page.request, "Remy Restart", "Helpdesk-Restart-2026")
    const created = await page.request.post(`${API}/helpdesk/tickets`, {
      headers: { "x-access-token": token },
      data: {
        subject: "My receipt did not arrive",
        category: "billing",
        link: null,
        followUpOf: null,
        message: { clientId: crypto.randomUUID(), text: "Opened before the restart.", attachmentIds: [] }
      }
    })
    expect(created.ok(), await created.text()).toBe(true)
    const ticketId = ((await created.json()) as { data: { _id: string } }).data._id
    const agent = await agentToken(agentContext.request)

    await page.goto(`/helpdesk/chat/${ticketId}`)
    await expect(messages(page).getByText("Opened before the restart.")).toBeVisible()
    await reply(agentContext.request, agent, ticketId, "Answered before the restart.")
    await expect(messages(page).getByText("Answered before the restart.")).toBeVisible({ timeout: 3_000 })

    // The server dies mid-conversation; the learner writes anyway.
    await SERVER.stop(server, "SIGKILL")
    const composer = page.getByRole("textbox", { name: "Your message" })
    await composer.fill("Written while the server was down.")
    await composer.press("Enter")
    await expect(messages(page).getByText("Written while the server was down.")).toBeVisible()
    await expect(composer).toHaveValue("")

    // Back on the same data: the outbox delivers the message once.
    server = SERVER.start(dataDir)
    await SERVER.waitUntilUp(learnerContext.request)
    await expect
      .poll(async () => (await texts(page.request, token, ticketId)).filter((text) => text === "Written while the server was down.").length, {
        timeout: 60_000,
        intervals: [500]
      })
      .toBe(1)

    // The stream reconnects by itself: the agent's next reply arrives with no reload.
    await reply(agentContext.request, agent, ticketId, "Answered after the restart.")
    await expect(messages(page).getByText("Answered after the restart.")).toBeVisible({ timeout: 45_000 })

    // Every message once, in the server's order, in the API and on a reloaded page.
    const expected = ["Opened before the restart.", "Answered before the restart.", "Written while the server was down.", "Answered after the restart."]
    expect(await texts(page.request, token, ticketId)).toEqual(expected)
    await page.reload()
    for (const text of expected) await expect(messages(page).getByText(text, { exact: true })).toHaveCount(1)
  } finally {
    await learnerContext.close()
    await agentContext.close()
    await SERVER.stop(server, "SIGKILL")
    rmSync(dataDir, { recursive: true, force: true })
  }
})
