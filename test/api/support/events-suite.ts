/**
 * The API tests of the real-time event stream (docs/decisions/real-time-streams.md),
 * written once and run against each database: a notification reaches an
 * open stream; a reconnect with Last-Event-ID (or ?lastEventId=) replays
 * exactly what was missed; concurrent events get consecutive numbers; a
 * rolled-back change sends nothing; another learner's events never arrive;
 * no or a bad token is 401; sign-out ends the stream within a heartbeat;
 * heartbeats arrive. On PostgreSQL, an event published through one server
 * reaches a stream open on a second server over the same database.
 */
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Notification } from "../../../src/api/account/notifications.ts"
import { NotificationsRepository } from "../../../server/account/notifications/repository.ts"
import { NotificationsService } from "../../../server/account/notifications/service.ts"
import { Transaction } from "../../../server/platform/db/transaction.ts"
import { newLearner, type Learner } from "./attempts-fixture.ts"
import { openEventStream, type OpenStream, type ReceivedEvent } from "./event-stream-client.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

/** Short, so the heartbeat and sign-out cases take seconds (the default is 25). */
const HEARTBEAT_SECONDS = 1

const notificationsOver = NotificationsService.layer.pipe(Layer.provide(NotificationsRepository.layer))

/** A notification added the way the server's areas add one (NotificationsService.add), through `target`. */
const notify = (target: TestServer, learner: Learner, title: string) =>
  target.run(NotificationsService.use((service) => service.add(learner.userId, title, `About ${title}`)).pipe(Effect.provide(notificationsOver)))

const ids = (events: ReadonlyArray<ReceivedEvent>) => events.map((event) => Number(event.id))
const titles = (events: ReadonlyArray<ReceivedEvent>) => events.map((event) => (event.data as Notification).title)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const describeEvents = (label: string, database: () => TestDatabase) =>
  describe(`the real-time event stream on ${label}`, () => {
    let server: TestServer
    const open: Array<OpenStream> = []

    beforeAll(async () => {
      server = await startTestServer(database(), { eventsHeartbeatSeconds: HEARTBEAT_SECONDS })
    })
    afterAll(async () => {
      for (const stream of open) stream.close()
      await server?.close()
    })

    const streamOf = async (learner: Learner, options: { lastEventId?: string; queryLastEventId?: string; target?: TestServer } = {}) => {
      const stream = await openEventStream((options.target ?? server).baseUrl, {
        cookieToken: learner.token,
        ...(options.lastEventId === undefined ? {} : { lastEventId: options.lastEventId }),
        ...(options.queryLastEventId === undefined ? {} : { queryLastEventId: options.queryLastEventId })
      })
      open.push(stream)
      return stream
    }

    it("a notification appears on an open stream as the notifications page shows it", async () => {
      const learner = await newLearner(server, "events-live")
      const stream = await streamOf(learner)
      expect(stream.status).toBe(200)
      expect(stream.headers.get("content-type")).toContain("text/event-stream")
      expect(stream.headers.get("cache-control")).toContain("no-store")
      expect(stream.headers.get("x-accel-buffering")).toBe("no")
      await pause(100)
      await notify(server, learner, "Payment received")
      const [event] = await stream.waitFor(1)
      expect(event).toMatchObject({ id: "1", event: "notification" })
      const page = await fetch(`${server.baseUrl}/api/v1/u/notifications/pagin`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": learner.token },
        body: JSON.stringify({ page: 1, perPage: 20 })
      }).then((response) => response.json() as Promise<{ result: { docs: Array<Notification> } }>)
      expect(event!.data).toEqual(page.result.docs[0])
      expect(page.result.docs[0]!.title).toBe("Payment received")
    })

    it("a reconnect with Last-Event-ID gets exactly the missed events; ?lastEventId= does the same; 0 replays all; none only new ones", async () => {
      const learner = await newLearner(server, "events-replay")
      const first = await streamOf(learner)
      await notify(server, learner, "one")
      await notify(server, learner, "two")
      const seen = await first.waitFor(2)
      const lastSeen = seen[seen.length - 1]!.id!
      first.close()
      for (const title of ["three", "four", "five"]) await notify(server, learner, title)

      const again = await streamOf(learner, { lastEventId: lastSeen })
      expect(ids(await again.waitFor(3))).toEqual([3, 4, 5])
      await notify(server, learner, "six")
      await again.waitFor(4)
      await pause(300)
      expect(ids(again.events)).toEqual([3, 4, 5, 6])
      expect(titles(again.events)).toEqual(["three", "four", "five", "six"])

      const byQuery = await streamOf(learner, { queryLastEventId: "4" })
      await byQuery.waitFor(2)
      await pause(200)
      expect(ids(byQuery.events)).toEqual([5, 6])

      const fromStart = await streamOf(learner, { lastEventId: "0" })
      await fromStart.waitFor(6)
      await pause(200)
      expect(ids(fromStart.events)).toEqual([1, 2, 3, 4, 5, 6])

      // Without an id (or with nonsense) only what is published from now on.
      const fresh = await streamOf(learner, { lastEventId: "not-a-number" })
      await pause(200)
      await notify(server, learner, "seven")
      await fresh.waitFor(1)
      await pause(200)
      expect(ids(fresh.events)).toEqual([7])
    })

    it("events published at the same time get consecutive numbers, each sent once", async () => {
      const learner = await newLearner(server, "events-burst")
      const stream = await streamOf(learner)
      await Promise.all(Array.from({ length: 12 }, (_, index) => notify(server, learner, `burst ${index}`)))
      await stream.waitFor(12)
      await pause(300)
      expect(ids(stream.events)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1))
      expect(new Set(titles(stream.events)).size).toBe(12)
    })

    it("a change rolled back sends no event and leaves no gap", async () => {
      const learner = await newLearner(server, "events-rollback")
      const stream = await streamOf(learner)
      const failed = await server.run(
        Transaction.use((transaction) =>
          transaction.run(
            Effect.andThen(
              NotificationsService.use((service) => service.add(learner.userId, "never", "rolled back")),
              Effect.fail("the change failed" as const)
            )
          )
        ).pipe(Effect.provide(notificationsOver), Effect.flip)
      )
      expect(failed).toBe("the change failed")
      await notify(server, learner, "kept")
      const [event] = await stream.waitFor(1)
      await pause(200)
      expect(stream.events).toHaveLength(1)
      expect(event).toMatchObject({ id: "1", data: { title: "kept" } })
    })

    it("another learner never receives my events", async () => {
      const me = await newLearner(server, "events-me")
      const other = await newLearner(server, "events-other")
      const mine = await streamOf(me)
      const theirs = await streamOf(other)
      await notify(server, me, "mine 1")
      await notify(server, me, "mine 2")
      await notify(server, other, "theirs")
      await mine.waitFor(2)
      await theirs.waitFor(1)
      await pause(300)
      expect(titles(mine.events)).toEqual(["mine 1", "mine 2"])
      expect(theirs.events).toEqual([expect.objectContaining({ id: "1", data: expect.objectContaining({ title: "theirs" }) })])
    })

    it("no token, a bad token or an ended session is 401; the x-access-token header works too", async () => {
      const none = await openEventStream(server.baseUrl, {})
      expect(none.status).toBe(401)
      const bad = await openEventStream(server.baseUrl, { cookieToken: "not-a-token" })
      expect(bad.status).toBe(401)
      const learner = await newLearner(server, "events-header")
      const byHeader = await openEventStream(server.baseUrl, { headerToken: learner.token })
      open.push(byHeader)
      expect(byHeader.status).toBe(200)
      await server.query("UPDATE sessions SET revoked_at = now() WHERE user_id = $1", [learner.userId])
      const ended = await openEventStream(server.baseUrl, { cookieToken: learner.token })
      expect(ended.status).toBe(401)
    })

    it("a heartbeat comment arrives every EVENTS_HEARTBEAT_SECONDS", async () => {
      const learner = await newLearner(server, "events-heartbeat")
      const stream = await streamOf(learner)
      await pause(HEARTBEAT_SECONDS * 2_000 + 400)
      expect(stream.heartbeats()).toBeGreaterThanOrEqual(2)
      expect(stream.isEnded()).toBe(false)
    })

    it("signing out ends the stream within a heartbeat", async () => {
      const learner = await newLearner(server, "events-signout")
      const stream = await streamOf(learner)
      await pause(100)
      const signedOutAt = Date.now()
      await server.query("UPDATE sessions SET revoked_at = now() WHERE user_id = $1", [learner.userId])
      await stream.ended
      expect(Date.now() - signedOutAt).toBeLessThan(HEARTBEAT_SECONDS * 1_000 + 1_500)
    })

    it("a server stops promptly with a stream open, ending it", async () => {
      const own = await startTestServer(database(), { eventsHeartbeatSeconds: 30 })
      const learner = await newLearner(own, "events-shutdown")
      const stream = await openEventStream(own.baseUrl, { cookieToken: learner.token })
      expect(stream.status).toBe(200)
      const started = Date.now()
      await own.close()
      await stream.ended
      // Well under the 10-second graceful-shutdown limit an open stream would otherwise hold it for,
      // and under Node's 5-second keep-alive timeout a kept-alive stream's socket held it for.
      expect(Date.now() - started).toBeLessThan(2_500)
    })

    if (database().kind === "postgres") {
      describe("two server processes on one PostgreSQL database", () => {
        let second: TestServer
        beforeAll(async () => {
          // B re-reads only every 30 s without a wake-up: an event within 2 s there came by NOTIFY.
          second = await startTestServer({ kind: "postgres-shared", databaseUrl: server.databaseUrl! }, { eventsHeartbeatSeconds: 30 })
        })
        afterAll(async () => {
          for (const stream of open) stream.close()
          await second?.close()
        })

        it("an event published through server A reaches a stream open on server B, and B's on A", async () => {
          const learner = await newLearner(server, "events-cross")
          const onB = await streamOf(learner, { target: second })
          const onA = await streamOf(learner)
          await pause(100)
          await notify(server, learner, "through A")
          await onB.waitFor(1, 2_000)
          await notify(second, learner, "through B")
          await onA.waitFor(2, 2_000)
          await onB.waitFor(2, 2_000)
          expect(titles(onA.events)).toEqual(["through A", "through B"])
          expect(ids(onB.events)).toEqual([1, 2])
        })
      })
    }
  })
