/**
 * NOTIFY on the embedded database (embedded-notifications.ts): the
 * NotificationResponse messages are read out of PGlite's answers, whole or
 * cut anywhere into chunks, on both ways the server's statements take (the
 * in-process wire's raw protocol, a socket server's streamed answers), once
 * each, at commit, and never for a transaction rolled back.
 */
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { notificationScanner, tapEmbeddedNotifications, type EmbeddedNotifications } from "../../../server/platform/db/embedded-notifications.ts"

const message = (type: string, body: Buffer) => {
  const header = Buffer.alloc(5)
  header.write(type, 0, "latin1")
  header.writeUInt32BE(body.length + 4, 1)
  return Buffer.concat([header, body])
}
const notification = (channel: string, payload: string) => {
  const pid = Buffer.alloc(4)
  pid.writeUInt32BE(42)
  return message("A", Buffer.concat([pid, Buffer.from(`${channel}\0${payload}\0`)]))
}

describe("notificationScanner", () => {
  const answer = Buffer.concat([
    message("C", Buffer.from("SELECT 1\0")),
    message("D", Buffer.alloc(300, 0x41)), // a row full of 'A' bytes is still a row
    notification("exam_shop_public_reads", "17"),
    notification("other", "é"),
    message("Z", Buffer.from("I"))
  ])

  it("finds each notification in a whole answer", () => {
    const seen: Array<[string, string]> = []
    notificationScanner((channel, payload) => seen.push([channel, payload])).scan(answer)
    expect(seen).toEqual([
      ["exam_shop_public_reads", "17"],
      ["other", "é"]
    ])
  })

  it("finds the same cut into chunks at every byte", () => {
    for (let cut = 1; cut < answer.length; cut++) {
      const seen: Array<[string, string]> = []
      const scanner = notificationScanner((channel, payload) => seen.push([channel, payload]))
      scanner.scan(answer.subarray(0, cut))
      scanner.scan(answer.subarray(cut))
      expect(seen).toEqual([
        ["exam_shop_public_reads", "17"],
        ["other", "é"]
      ])
    }
  })
})

describe("tapEmbeddedNotifications on PGlite", () => {
  let db: PGlite
  let notifications: EmbeddedNotifications
  const seen: Array<string> = []

  beforeAll(async () => {
    db = await PGlite.create()
    notifications = tapEmbeddedNotifications(db)
    await notifications.listen("changes", (payload) => seen.push(payload))
  })
  afterAll(async () => {
    await db.close()
  })

  /** One simple Query message, as the in-process wire hands the client's bytes to PGlite. */
  const run = (text: string) => db.runExclusive(() => db.execProtocolRaw(message("Q", Buffer.from(`${text}\0`))))

  it("hears a notification committed through the raw protocol, once", async () => {
    seen.length = 0
    await run("SELECT pg_notify('changes', 'one')")
    expect(seen).toEqual(["one"])
  })

  it("hears a transaction's notifications at its commit, and none from one rolled back", async () => {
    seen.length = 0
    await run("BEGIN")
    await run("SELECT pg_notify('changes', 'kept')")
    expect(seen).toEqual([])
    await run("COMMIT")
    expect(seen).toEqual(["kept"])
    await run("BEGIN; SELECT pg_notify('changes', 'dropped'); ROLLBACK")
    expect(seen).toEqual(["kept"])
  })

  it("hears what a socket server's streamed answers carry", async () => {
    seen.length = 0
    await db.runExclusive(() =>
      db.execProtocolRawStream(message("Q", Buffer.from("SELECT pg_notify('changes', 'streamed')\0")), { onRawData: () => undefined })
    )
    expect(seen).toEqual(["streamed"])
  })

  it("ignores other channels and stops when asked", async () => {
    seen.length = 0
    const stop = await notifications.listen("changes", (payload) => seen.push(`second ${payload}`))
    await run("SELECT pg_notify('elsewhere', 'x')")
    await run("SELECT pg_notify('changes', 'y')")
    stop()
    await run("SELECT pg_notify('changes', 'z')")
    expect(seen).toEqual(["y", "second y", "z"])
  })
})
