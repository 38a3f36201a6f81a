/**
 * The account tests, written once and run on each database. Every case
 * group is a function of the running server, so the PostgreSQL run can take
 * a representative subset while PGlite runs them all.
 */
import { afterAll, beforeAll, describe } from "vitest"
import { accountsClient, type AccountsClient, LOOSE_ADDRESS_LIMITS } from "./accounts-client.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

export interface AccountsContext {
  readonly server: TestServer
  readonly client: AccountsClient
}

export type CaseGroup = (context: () => AccountsContext) => void

export const describeAccounts = (label: string, database: () => TestDatabase, groups: ReadonlyArray<CaseGroup>) =>
  describe(`accounts on ${label}`, () => {
    let context: AccountsContext | undefined
    beforeAll(async () => {
      const server = await startTestServer(database(), { rateLimits: LOOSE_ADDRESS_LIMITS })
      context = { server, client: accountsClient(server) }
    })
    afterAll(async () => {
      await context?.server.close()
    })
    for (const group of groups) {
      group(() => {
        if (context === undefined) throw new Error("the test server did not start")
        return context
      })
    }
  })
