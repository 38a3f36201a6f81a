/**
 * The event stream's bounds and authority, written once and run against each
 * database (docs/decisions/real-time-streams.md):
 * - an account's 6th stream closes its 1st with the reason `replaced`; an
 *   address over its bound gets 429, a full server 503, both with
 *   Retry-After and a JSON message;
 * - a stream closes within a second of its session ending (a sign-out, an
 *   admin's "end sessions", a password change elsewhere), told by the
 *   database's notification, with heartbeats 30 s apart so the heartbeat's
 *   re-check cannot be what closed it; on PostgreSQL also when the session
 *   ends through another server;
 * - a stream closes at its token's expiry (`expired`), and a reconnect with
 *   a fresh token after the last event id misses nothing;
 * - a demoted agent's stream closes (`roleChanged`), and no desk event of a
 *   ticket still assigned to them is stored for them afterwards.
 */
import { Effect, Layer, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { STREAM_CLOSED_EVENT, STREAMS_BUSY_MESSAGE, STREAMS_PER_ADDRESS_MESSAGE, STREAMS_RETRY_AFTER_SECONDS } from "../../../src/api/events.ts"
import { NotificationsRepository } from "../../../server/account/notifications/repository.ts"
import { NotificationsService } from "../../../server/account/notifications/service.ts"
import { Settings } from "../../../server/platform/config.ts"
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "../../../server/platform/security/access-tokens.ts"
import { signHs256 } from "../../../server/platform/security/hs256-jwt.ts"
import { ServerSecret } from "../../../server/platform/security/server-secret.ts"
import { accountsClient, type AccountsClient, API, LOOSE_ADDRESS_LIMITS, type SignedIn } from "./accounts-client.ts"
import { adminClient } from "./admin-client.ts"
import { newLearner, tokenFor, type Learner } from "./attempts-fixture.ts"
import { openEventStream, type OpenStream } from "./event-stream-client.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"
import { TEST_SCRYPT_COST } from "../../../server/platform/security/password-hasher.ts"

/** Long, so that only the notification can close a stream within a second. */
const HEARTBEAT_SECONDS = 30
const WITHIN_MS = 1_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const notificationsOver = NotificationsService.layer.pipe(Layer.provide(NotificationsRepository.layer))
const notify = (target: TestServer, userId: string, title: string) =>
  target.run(NotificationsService.use((service) => service.add(userId, title, `About ${title}`)).pipe(Effect.provide(notificationsOver)))

/** The reason of the `closed` event the server ended the stream with (undefined when it sent none). */
const closedReason = (stream: OpenStream) => {
  const closed = stream.events.find((event) => event.event === STREAM_CLOSED_EVENT)
  return closed === undefined ? undefined : (closed.data as { reason: string }).reason
}

/** Resolves with how long the stream took to end, or rejects after `ms`. */
const endsWithin = async (stream: OpenStream, ms: number) => {
  const started = Date.now()
  await Promise.race([stream.ended, pause(ms + 2_000)])
  expect(stream.isEnded(), "the stream ended").toBe(true)
  return Date.now() - started
}

/** The session id inside a token (its `sid`). */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string }).sid

/** A token of the same session and account that expires in `seconds`, signed with the server's own key. */
const shortLivedToken = (server: TestServer, learner: Learner, seconds: number) =>
  server.run(
    Effect.gen(function* () {
      const key = (yield* ServerSecret).keyFor("access-token")
      const now = Math.floor(Date.now() / 1000)
      return signHs256(key, { sid: sessionOf(learner.token), sub: learner.userId, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + seconds })
    }).pipe(
      Effect.provide(
        ServerSecret.layer.pipe(
          Layer.provide(
            Layer.succeed(
              Settings,
              Settings.of({
                port: 0,
                dataDir: ":memory:",
                databaseUrl: Option.none(),
                webRoot: ".",
                nodeEnv: "test",
                passwordHashCost: TEST_SCRYPT_COST,
                seedDemo: false
              })
            )
          )
        )
      )
    )
  )

export const describeStreamBounds = (label: string, database: () => TestDatabase) =>
  describe(`the event stream's bounds and authority on ${label}`, () => {
    let server: TestServer
    let client: AccountsClient
    const open: Array<OpenStream> = []

    beforeAll(async () => {
      server = await startTestServer(database(), { eventsHeartbeatSeconds: HEARTBEAT_SECONDS, rateLimits: LOOSE_ADDRESS_LIMITS })
      client = accountsClient(server)
    })
    afterAll(async () => {
      for (const stream of open) stream.close()
      await server?.close()
    })

    const streamOf = async (token: string, options: { target?: TestServer; lastEventId?: string } = {}) => {
      const stream = await openEventStream((options.target ?? server).baseUrl, {
        cookieToken: token,
        ...(options.lastEventId === undefined ? {} : { lastEventId: options.lastEventId })
      })
      open.push(stream)
      expect(stream.status).toBe(200)
      return stream
    }

    describe("bounded", () => {
      let bounded: TestServer
      let full: TestServer
      beforeAll(async () => {
        bounded = await startTestServer(database(), { streamLimits: { perAccount: 5, perAddress: 8, total: 100 } })
        full = await startTestServer(database(), { streamLimits: { perAccount: 5, perAddress: 50, total: 3 } })
      })
      afterAll(async () => {
        for (const stream of open) stream.close()
        await bounded?.close()
        await full?.close()
      })

      it("an account's 6th stream closes its 1st with the reason replaced; the other five stay open", async () => {
        const learner = await newLearner(bounded, "streams-six")
        const streams: Array<OpenStream> = []
        for (let index = 0; index < 5; index++) streams.push(await streamOf(learner.token, { target: bounded }))
        await pause(200)
        expect(streams.some((stream) => stream.isEnded())).toBe(false)
        const sixth = await streamOf(learner.token, { target: bounded })
        expect(await endsWithin(streams[0]!, WITHIN_MS)).toBeLessThan(WITHIN_MS)
        expect(closedReason(streams[0]!)).toBe("replaced")
        await notify(bounded, learner.userId, "still live")
        for (const stream of [...streams.slice(1), sixth]) {
          await stream.waitFor(1)
          expect(stream.isEnded()).toBe(false)
        }
        for (const stream of [...streams, sixth]) stream.close()
      })

      it("an address over its bound is refused with 429, Retry-After and a message; one closing lets the next in", async () => {
        const streams: Array<OpenStream> = []
        for (let index = 0; index < 4; index++) {
          const learner = await newLearner(bounded, `streams-address-${index}`)
          streams.push(await streamOf(learner.token, { target: bounded }), await streamOf(learner.token, { target: bounded }))
        }
        const another = await newLearner(bounded, "streams-address-more")
        const refused = await openEventStream(bounded.baseUrl, { cookieToken: another.token })
        expect(refused.status).toBe(429)
        expect(refused.headers.get("retry-after")).toBe(String(STREAMS_RETRY_AFTER_SECONDS))
        await refused.ended
        const body = await fetch(bounded.baseUrl + "/api/v1/u/events", { headers: { "x-access-token": another.token } })
        expect(body.status).toBe(429)
        expect(await body.json()).toMatchObject({ message: STREAMS_PER_ADDRESS_MESSAGE })
        // The server frees the slot when it sees the socket close: at once on a quiet machine, later on a
        // loaded one (a fixed 300 ms wait was refused once under the full suite). So the next stream is
        // tried until it is let in, within seconds; each refused try is closed again.
        streams[0]!.close()
        let admitted: OpenStream | undefined
        await expect
          .poll(
            async () => {
              const attempt = await openEventStream(bounded.baseUrl, { cookieToken: another.token })
              if (attempt.status === 200) admitted = attempt
              else attempt.close()
              return attempt.status
            },
            { timeout: 10_000, interval: 200 }
          )
          .toBe(200)
        for (const stream of [...streams, admitted!]) stream.close()
      })

      it("a full server answers 503 with Retry-After and a JSON message", async () => {
        const streams: Array<OpenStream> = []
        for (let index = 0; index < 3; index++) {
          const learner = await newLearner(full, `streams-full-${index}`)
          streams.push(await streamOf(learner.token, { target: full }))
        }
        const late = await newLearner(full, "streams-full-late")
        const refused = await fetch(full.baseUrl + "/api/v1/u/events", { headers: { "x-access-token": late.token } })
        expect(refused.status).toBe(503)
        expect(refused.headers.get("retry-after")).toBe(String(STREAMS_RETRY_AFTER_SECONDS))
        expect(await refused.json()).toMatchObject({ message: STREAMS_BUSY_MESSAGE })
        for (const stream of streams) stream.close()
      })
    })

    describe("ending with its authority", () => {
      const signedInStream = async (learner: SignedIn) => {
        const stream = await streamOf(learner.token)
        await pause(150)
        return stream
      }

      it("signing out closes the stream within a second, with the reason sessionEnded", async () => {
        const learner = await client.newLearner("streams-signout")
        const stream = await signedInStream(learner)
        expect((await client.get("/auth/logout", { sid: learner.sid, token: learner.token })).status).toBe(200)
        expect(await endsWithin(stream, WITHIN_MS)).toBeLessThan(WITHIN_MS)
        expect(closedReason(stream)).toBe("sessionEnded")
      })

      it("an admin's end sessions closes the learner's stream within a second", async () => {
        const learner = await client.newLearner("streams-admin-end")
        const stream = await signedInStream(learner)
        const ended = await adminClient(client).post(`${API}/admin/sales/learners/${learner.userId}/sessions/end`)
        expect(ended.status).toBe(200)
        expect(await endsWithin(stream, WITHIN_MS)).toBeLessThan(WITHIN_MS)
        expect(closedReason(stream)).toBe("sessionEnded")
      })

      it("a password change closes the streams of the account's other sessions within a second, not its own", async () => {
        const learner = await client.newLearner("streams-password")
        const other = await client.login(learner.email, learner.password)
        expect(other.status).toBe(200)
        const elsewhere = await signedInStream(learner)
        const here = await signedInStream({ ...learner, token: other.body.token, sid: other.sid! })
        const changed = await client.post(
          `${API}/profile/changePassword`,
          {
            oldPassword: learner.password,
            newPassword: "a brand new password",
            confirmPassword: "a brand new password"
          },
          { token: other.body.token }
        )
        expect(changed.status).toBe(200)
        expect(await endsWithin(elsewhere, WITHIN_MS)).toBeLessThan(WITHIN_MS)
        expect(closedReason(elsewhere)).toBe("sessionEnded")
        expect(here.isEnded()).toBe(false)
      })

      it("a stream closes at its token's expiry (expired); a fresh token after the last event id misses nothing", async () => {
        const learner = await newLearner(server, "streams-expiry")
        const stream = await streamOf(await shortLivedToken(server, learner, 2))
        await pause(100)
        await notify(server, learner.userId, "before expiry")
        const [first] = await stream.waitFor(1)
        await Promise.race([stream.ended, pause(4_000)])
        expect(stream.isEnded()).toBe(true)
        expect(closedReason(stream)).toBe("expired")
        // No id of its own on the closing event: the browser's Last-Event-ID stays its last event's.
        expect(stream.events.filter((event) => event.event === STREAM_CLOSED_EVENT)[0]!.id).toBe(first!.id)
        await notify(server, learner.userId, "while reconnecting")
        const again = await streamOf(await tokenFor(server, learner.userId), { lastEventId: first!.id! })
        const [missed] = await again.waitFor(1)
        expect(missed).toMatchObject({ id: String(Number(first!.id) + 1), data: { title: "while reconnecting" } })
      })

      it("a demoted agent's stream closes (roleChanged) and no desk event reaches the account afterwards", async () => {
        const agent = await newLearner(server, "streams-agent")
        await server.query("UPDATE users SET role = 'agent' WHERE id = $1", [agent.userId])
        const learner = await newLearner(server, "streams-agent-learner")
        const call = (token: string, path: string, body?: unknown) =>
          fetch(server.baseUrl + API + path, {
            method: "POST",
            headers: { "x-access-token": token, "content-type": "application/json" },
            ...(body === undefined ? {} : { body: JSON.stringify(body) })
          })
        const created = await call(learner.token, "/helpdesk/tickets", {
          subject: "My exam will not start",
          category: "technical",
          link: null,
          followUpOf: null,
          message: { clientId: `streams-${Date.now()}`, text: "Hello", attachmentIds: [] }
        })
        expect(created.status).toBe(200)
        const ticketId = ((await created.json()) as { data: { _id: string } }).data._id
        expect((await call(agent.token, `/desk/tickets/${ticketId}/assign`)).status).toBe(200)
        const stream = await streamOf(agent.token)
        await pause(150)

        await server.query("UPDATE users SET role = 'learner' WHERE id = $1", [agent.userId])
        expect(await endsWithin(stream, WITHIN_MS)).toBeLessThan(WITHIN_MS)
        expect(closedReason(stream)).toBe("roleChanged")
        const [before] = await server.query<{ last_id: string | null }>("SELECT max(id) AS last_id FROM events WHERE user_id = $1", [agent.userId])

        // The ticket is still assigned to the former agent: the learner writes, the learner types.
        expect(
          (await call(learner.token, `/helpdesk/tickets/${ticketId}/messages`, { clientId: `streams-${Date.now()}-2`, text: "Anyone?", attachmentIds: [] }))
            .status
        ).toBe(200)
        await call(learner.token, `/helpdesk/tickets/${ticketId}/typing`)
        const after = await server.query<{ type: string }>("SELECT type FROM events WHERE user_id = $1 AND id > $2", [
          agent.userId,
          Number(before?.last_id ?? 0)
        ])
        expect(after).toEqual([])
        const again = await streamOf(agent.token, { lastEventId: String(before?.last_id ?? 0) })
        await pause(500)
        expect(again.events).toEqual([])
      })

      if (database().kind === "postgres") {
        describe("two server processes on one PostgreSQL database", () => {
          let second: TestServer
          beforeAll(async () => {
            second = await startTestServer({ kind: "postgres-shared", databaseUrl: server.databaseUrl! }, { eventsHeartbeatSeconds: HEARTBEAT_SECONDS })
          })
          afterAll(async () => {
            for (const stream of open) stream.close()
            await second?.close()
          })

          it("signing out through server A closes the stream open on server B within a second", async () => {
            const learner = await client.newLearner("streams-two-servers")
            const onB = await streamOf(learner.token, { target: second })
            await pause(150)
            expect((await client.get("/auth/logout", { sid: learner.sid, token: learner.token })).status).toBe(200)
            expect(await endsWithin(onB, WITHIN_MS)).toBeLessThan(WITHIN_MS)
            expect(closedReason(onB)).toBe("sessionEnded")
          })
        })
      }
    })
  })
