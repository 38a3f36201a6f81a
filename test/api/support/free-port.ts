/**
 * A TCP port nothing listens on now, on 127.0.0.1 (the OS picks it), for a
 * server a test or a benchmark starts itself. Shared by the API tests that
 * start server processes and by the benchmark and Lighthouse scripts.
 */
import { createServer } from "node:net"

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port was given"))))
    })
  })
