import { describeHelpdesk } from "./support/helpdesk-suite.ts"

describeHelpdesk("embedded PGlite", () => ({ kind: "pglite" }))
