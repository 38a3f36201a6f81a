import { onPostgresServer } from "../../api/support/on-postgres.ts"
import { describeSandboxLedger } from "./sandbox-ledger-suite.ts"

await onPostgresServer("sandbox payment ledger", describeSandboxLedger)
