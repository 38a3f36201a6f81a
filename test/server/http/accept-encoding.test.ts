/**
 * Accept-Encoding (RFC 9110 §12.5.3) as the server reads it: brotli first,
 * then gzip, q-values honoured (q=0 refuses), `*` for codings not named,
 * and the bytes as they are when nothing compressed is acceptable.
 */
import { describe, expect, it } from "vitest"
import { chooseCoding } from "../../../server/platform/http/accept-encoding.ts"

describe("chooseCoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["x-gzip", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
    ["br;q=0, gzip", "gzip"],
    ["br; q=0.0, gzip;q=0.1", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["gzip;q=1.0, br;q=0.9", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["*, br;q=0", "gzip"],
    ["gzip;q=nonsense, br;q=2", "identity"]
  ] as const)("answers %j with %s", (header, expected) => {
    expect(chooseCoding(header)).toBe(expected)
  })

  it("chooses only among the codings on offer", () => {
    expect(chooseCoding("gzip, br", ["gzip"])).toBe("gzip")
    expect(chooseCoding("br", ["gzip"])).toBe("identity")
    expect(chooseCoding("gzip, br", [])).toBe("identity")
  })
})
