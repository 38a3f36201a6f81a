/**
 * The mail relay suite on both databases (mail-relay-suite.ts), and, on
 * PGlite, what does not depend on the database: a relay that cannot encrypt
 * gets nothing, not even the login, and each login method the relay may
 * offer works alone.
 */
import { describe, expect, it } from "vitest"
import { accountsClient, uniqueEmail } from "./support/accounts-client.ts"
import { describeMailRelay, PASSWORD, relaySettings, USER, waitUntil } from "./support/mail-relay-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"
import { startTestRelay } from "./support/smtp-relay.ts"
import { startTestServer } from "./support/test-server.ts"

await onBothDatabases("mail relay", describeMailRelay)

describe("the relay's encryption and login", () => {
  it("sends nothing to a relay that offers no STARTTLS: no letter, no login in clear; the letter stays owed", async () => {
    const relay = await startTestRelay({ user: USER, password: PASSWORD, withoutStartTls: true })
    const server = await startTestServer({ kind: "pglite" }, relaySettings(relay))
    try {
      const client = accountsClient(server)
      const email = uniqueEmail("no-tls")
      expect((await client.post("/auth/signup", { name: "Nora Plain", email, password: "password 123" })).status).toBe(200)
      const row = await waitUntil(
        "a failed try",
        async () =>
          (
            await server.query<{ relay: string; relay_error: string | null }>(
              "SELECT relay, relay_error FROM outbox WHERE recipient = $1 AND relay_error IS NOT NULL",
              [email]
            )
          )[0]
      )
      expect(row.relay).toBe("pending")
      expect(row.relay_error).toMatch(/STARTTLS/i)
      expect(relay.letters).toEqual([])
      expect(relay.logins).toEqual([])
    } finally {
      await server.close()
      await relay.close()
    }
  })

  it.each(["PLAIN", "LOGIN"] as const)("logs in with AUTH %s when that is all the relay offers", async (method) => {
    const relay = await startTestRelay({ user: USER, password: PASSWORD, authMethods: [method] })
    const server = await startTestServer({ kind: "pglite" }, relaySettings(relay))
    try {
      const client = accountsClient(server)
      const email = uniqueEmail(`auth-${method.toLowerCase()}`)
      expect((await client.post("/auth/signup", { name: "Al Auth", email, password: "password 123" })).status).toBe(200)
      await relay.waitForLetters(1)
      expect(relay.letters[0]).toMatchObject({ secure: true, authMethod: method, user: USER, to: [email] })
    } finally {
      await server.close()
      await relay.close()
    }
  })
})
