import { onBothDatabases } from "./support/on-both-databases.ts"
import { describePublicReads } from "./support/public-reads-suite.ts"

// On the embedded database a change is seen by the very next read; on the server, eventually.
await onBothDatabases("public reads", (label, database, kind) => describePublicReads(label, database, { atOnce: kind === "pglite" }))
