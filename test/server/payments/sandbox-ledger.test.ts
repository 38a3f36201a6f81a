import { onBothDatabases } from "../../api/support/on-both-databases.ts"
import { describeLedgerRestart, describeSandboxLedger } from "./sandbox-ledger-suite.ts"

await onBothDatabases("sandbox payment ledger", describeSandboxLedger)
describeLedgerRestart()
