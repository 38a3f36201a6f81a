/**
 * The support desk answering a ticket in a real browser. A new
 * learner (made through the API) buys an exam, answers a question in a
 * submitted attempt and reports it: the ticket appears in the agent's queue
 * while the agent looks at it (no reload). The agent opens it, reads the
 * linked question with the correct option and the learner's answer, assigns
 * it, adds an internal note (which the learner's own API view never holds),
 * sees the learner typing and their next message arrive without a reload, sets it pending, replies with a PDF and a
 * screenshot attached (the screenshot a PNG carrying a script in a text chunk: the stored file is the same picture
 * without the chunk), and closes it with a reason in the dialog. Axe
 * on the queue, the ticket and the dialog; 1280 and 375 px screenshots.
 */
import { mkdirSync } from "node:fs"
import { type APIRequestContext, expect } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { pixelsOf, pngChunkTypes, pngFile, textChunk } from "../api/support/image-files.ts"
import { API, newLearner as newLearnerWith, SCREENS, seriousOrWorse, signInAsAgent, submittedAttempt } from "./support/helpdesk-people.ts"

const PASSWORD = "Desk-Tickets-2026"
const NOTE_LABEL = "Internal note — not sent to the learner"

const newLearner = (request: APIRequestContext, name: string) => newLearnerWith(request, name, PASSWORD)

/** The learner's own view of the ticket through their API. */
const learnerView = async (request: APIRequestContext, token: string, ticketId: string) => {
  const answer = await request.get(`${API}/helpdesk/tickets/${ticketId}`, { headers: { "x-access-token": token } })
  expect(answer.ok()).toBe(true)
  return (
    (await answer.json()) as {
      data: { state: string; messages: ReadonlyArray<{ text: string; internal: boolean; attachments: ReadonlyArray<{ _id: string; name: string }> }> }
    }
  ).data
}

test("a learner's ticket reaches the queue live; the agent assigns, notes, sets pending, replies and closes it", async ({ page, browser }) => {
  mkdirSync(SCREENS, { recursive: true })
  // The learner works through the API in a context of its own (its cookies are not the agent's).
  const learnerContext = await browser.newContext()
  const learnerRequest = learnerContext.request
  const learnerName = "Lina Learner"
  const { token, email } = await newLearner(learnerRequest, learnerName)
  const { attemptId, question, chosen } = await submittedAttempt(learnerRequest, token)

  await signInAsAgent(page)
  await page.goto("/desk")
  await expect(page.getByRole("navigation", { name: "Ticket views" }).getByRole("link", { name: /^Queue/ })).toHaveAttribute("aria-current", "page")

  const subject = `Question marked wrong ${Date.now()}`
  const created = await learnerRequest.post(`${API}/helpdesk/tickets`, {
    headers: { "x-access-token": token },
    data: {
      subject,
      category: "examContent",
      link: { kind: "question", attemptId, questionId: question._id },
      followUpOf: null,
      message: { clientId: crypto.randomUUID(), text: "I think my answer to this question is right.", attachmentIds: [] }
    }
  })
  expect(created.ok(), await created.text()).toBe(true)
  const ticketId = ((await created.json()) as { data: { _id: string } }).data._id

  // Live: the queue shows it without a reload.
  const row = page.getByRole("article", { name: subject })
  await expect(row).toBeVisible({ timeout: 3_000 })
  await expect(row).toContainText(learnerName)
  await expect(row).toContainText("Exam content")
  await expect(row).toContainText("Open")
  await expect(row).toContainText("Nobody")
  await expect(row).toContainText("1 unread")
  await page.goto("/desk/unassigned")
  await expect(page.getByRole("article", { name: subject })).toBeVisible()
  await page.goto("/desk")
  await expect(page.getByRole("article", { name: subject })).toBeVisible()
  expect(await seriousOrWorse(page)).toEqual([])
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `${SCREENS}/desk-queue-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole("link", { name: subject }).click()
  await expect(page).toHaveURL((url) => url.pathname === `/desk/ticket/${ticketId}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject)
  await expect(page.getByText(email)).toBeVisible()
  const linked = page.getByRole("region", { name: "Linked item" })
  await expect(linked).toContainText(question.text)
  const options = linked.getByRole("list", { name: "Options" })
  await expect(options.getByRole("listitem").filter({ hasText: chosen.text })).toContainText("Learner's answer")
  await expect(options.getByText("✓ Correct answer").first()).toBeVisible()

  // Assign to me.
  await page.getByRole("button", { name: "Assign to me" }).click()
  await expect(page.getByRole("button", { name: "Unassign" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Ticket" })).toContainText("(you)")

  // An internal note: shown as one, never in the learner's view.
  const noteText = `Checked the answer key ${Date.now()}`
  // react-aria's radios are their labels (the input is visually hidden).
  await page.getByRole("radiogroup", { name: "Send as" }).getByText("Internal note", { exact: true }).click()
  await expect(page.getByRole("radio", { name: "Internal note" })).toBeChecked()
  await page.getByRole("textbox", { name: "Internal note (agents only)" }).fill(noteText)
  await page.getByRole("button", { name: "Add note" }).click()
  const note = page.getByRole("list", { name: "Conversation" }).getByRole("listitem").filter({ hasText: noteText })
  await expect(note).toContainText(NOTE_LABEL)
  await expect(page.getByRole("textbox", { name: "Internal note (agents only)" })).toHaveValue("")
  const afterNote = await learnerView(learnerRequest, token, ticketId)
  expect(afterNote.messages.some((message) => message.text.includes(noteText))).toBe(false)
  expect(afterNote.messages.every((message) => !message.internal)).toBe(true)

  // The learner starts typing: the agent sees it within 2 s, and it clears once their message arrives.
  const typed = await learnerRequest.post(`${API}/helpdesk/tickets/${ticketId}/typing`, { headers: { "x-access-token": token } })
  expect(typed.ok(), await typed.text()).toBe(true)
  await expect(page.getByText(`${learnerName} is typing…`)).toBeVisible({ timeout: 2_000 })

  // The learner writes beside the open ticket: it shows without a reload.
  const followUp = `One more detail ${Date.now()}`
  const sent = await learnerRequest.post(`${API}/helpdesk/tickets/${ticketId}/messages`, {
    headers: { "x-access-token": token },
    data: { clientId: crypto.randomUUID(), text: followUp, attachmentIds: [] }
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  await expect(page.getByRole("list", { name: "Conversation" }).getByRole("listitem").filter({ hasText: followUp })).toBeVisible({ timeout: 3_000 })
  await expect(page.getByText(`${learnerName} is typing…`)).toHaveCount(0)

  // Set pending.
  await page.getByRole("button", { name: "Set pending" }).click()
  await expect(page.getByRole("region", { name: "Ticket" }).getByText("Pending", { exact: true })).toBeVisible()
  expect((await learnerView(learnerRequest, token, ticketId)).state).toBe("pending")

  // A reply reaches the learner.
  const replyText = `You are right, we fixed the key ${Date.now()}`
  await page.getByRole("radiogroup", { name: "Send as" }).getByText("Reply", { exact: true }).click()
  await expect(page.getByRole("radio", { name: "Reply" })).toBeChecked()
  await page.getByRole("textbox", { name: "Reply to the learner" }).fill(replyText)
  // With a file: uploaded as it is picked, sent with the reply.
  await page.getByLabel("Attach a file", { exact: true }).setInputFiles({
    name: "corrected-key.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")
  })
  await expect(page.getByText("Attached: corrected-key.pdf")).toBeVisible()
  const screenshot = pngFile(48, 32, { extraChunks: [textChunk("Comment", "<html><script>alert(document.cookie)</script></html>")] })
  await page.getByLabel("Attach a file", { exact: true }).setInputFiles({ name: "key-screen.png", mimeType: "image/png", buffer: screenshot })
  await expect(page.getByText("Attached: corrected-key.pdf, key-screen.png")).toBeVisible()
  await page.getByRole("button", { name: "Send reply" }).click()
  const reply = page.getByRole("list", { name: "Conversation" }).getByRole("listitem").filter({ hasText: replyText })
  await expect(reply).toBeVisible()
  await expect(reply).not.toContainText(NOTE_LABEL)
  await expect(reply).toContainText("corrected-key.pdf")
  await expect(page.getByText("Attached: corrected-key.pdf, key-screen.png")).toHaveCount(0)
  await expect(reply).toContainText("key-screen.png")
  const afterReply = await learnerView(learnerRequest, token, ticketId)
  const replied = afterReply.messages.find((message) => message.text === replyText)
  expect(replied?.attachments.map((file) => file.name)).toEqual(["corrected-key.pdf", "key-screen.png"])
  const storedScreenshot = await learnerRequest.get(`${API}/helpdesk/attachments/${replied!.attachments[1]!._id}`, { headers: { "x-access-token": token } })
  expect(storedScreenshot.ok()).toBe(true)
  const storedBytes = await storedScreenshot.body()
  expect(pngChunkTypes(storedBytes)).not.toContain("tEXt")
  expect(storedBytes.includes("<script>")).toBe(false)
  expect(await pixelsOf(storedBytes)).toEqual(await pixelsOf(screenshot))
  expect(afterReply.messages.some((message) => message.text.includes(noteText))).toBe(false)

  expect(await seriousOrWorse(page)).toEqual([])
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `${SCREENS}/desk-ticket-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // Close with a reason, in the dialog.
  await page.getByRole("button", { name: "Close…" }).click()
  const dialog = page.getByRole("alertdialog", { name: "Close this ticket?" })
  await expect(dialog.getByRole("button", { name: "Close ticket" })).toBeDisabled()
  await dialog.getByRole("textbox", { name: "Reason for closing" }).fill("The answer key is fixed.")
  expect(await seriousOrWorse(page)).toEqual([])
  await page.screenshot({ path: `${SCREENS}/desk-close-dialog-1280.png` })
  await dialog.getByRole("button", { name: "Close ticket" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Ticket" })).toContainText("The answer key is fixed.")
  await expect(page.getByRole("region", { name: "Ticket" }).getByText("Closed", { exact: true })).toBeVisible()
  // Closed: notes only.
  await expect(page.getByRole("radio", { name: "Reply" })).toBeDisabled()
  expect((await learnerView(learnerRequest, token, ticketId)).state).toBe("closed")

  await page.goto("/desk/closed")
  await expect(page.getByRole("article", { name: subject })).toContainText("Closed")
  await learnerContext.close()
})

test("an address naming no ticket or no view is the not-found page", async ({ page }) => {
  await signInAsAgent(page)
  await page.goto("/desk/ticket/000000000000000000000000")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
  await page.goto("/desk/everything")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
})
