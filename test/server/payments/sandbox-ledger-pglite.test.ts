import { describeLedgerRestart, describeSandboxLedger } from "./sandbox-ledger-suite.ts"

describeSandboxLedger("embedded PGlite", () => ({ kind: "pglite" }))
describeLedgerRestart()
