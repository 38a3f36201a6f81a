/**
 * A self-signed TLS certificate made in the test run, for a server started
 * inside a test (the SMTP relay with STARTTLS): an EC P-256 key from
 * node:crypto and an X.509 v3 certificate written in DER by hand (there is
 * no certificate builder in node:crypto, and none kept in node_modules), so
 * no private key is ever checked in. The certificate names `localhost` and
 * 127.0.0.1 (subjectAltName) and is its own CA, so a client that is given
 * it as its trusted CA verifies the server's name and chain for real.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, X509Certificate } from "node:crypto"

export interface SelfSignedCertificate {
  /** PEM: the certificate, also the CA a client trusts. */
  readonly cert: string
  /** PEM (PKCS#8): the server's private key. */
  readonly key: string
}

// ── A minimal DER writer: only what a certificate needs ──────────────────

const length = (n: number): Buffer => {
  if (n < 0x80) return Buffer.from([n])
  const bytes: Array<number> = []
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}
const tlv = (tag: number, ...content: ReadonlyArray<Buffer>): Buffer => {
  const body = Buffer.concat(content)
  return Buffer.concat([Buffer.from([tag]), length(body.length), body])
}
const sequence = (...items: ReadonlyArray<Buffer>) => tlv(0x30, ...items)
const set = (...items: ReadonlyArray<Buffer>) => tlv(0x31, ...items)
const integer = (bytes: Buffer) => tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
const bool = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]))
const octets = (bytes: Buffer) => tlv(0x04, bytes)
const bits = (bytes: Buffer) => tlv(0x03, Buffer.from([0]), bytes)
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"))
const explicit = (n: number, content: Buffer) => tlv(0xa0 | n, content)

const oid = (dotted: string): Buffer => {
  const [first, second, ...rest] = dotted.split(".").map(Number)
  const bytes = [40 * first! + second!]
  for (const part of rest) {
    const base128 = [part & 0x7f]
    for (let value = part >> 7; value > 0; value >>= 7) base128.unshift(0x80 | (value & 0x7f))
    bytes.push(...base128)
  }
  return tlv(0x06, Buffer.from(bytes))
}

/** YYMMDDHHMMSSZ (UTCTime, fine until 2049). */
const utcTime = (date: Date) => tlv(0x17, Buffer.from(date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z", "ascii"))

const ECDSA_WITH_SHA256 = sequence(oid("1.2.840.10045.4.3.2"))
const COMMON_NAME = "2.5.4.3"
const SUBJECT_ALT_NAME = "2.5.29.17"
const BASIC_CONSTRAINTS = "2.5.29.19"
const KEY_USAGE = "2.5.29.15"

const extension = (id: string, critical: boolean, value: Buffer) => sequence(oid(id), ...(critical ? [bool(true)] : []), octets(value))

/** A certificate for `localhost` and 127.0.0.1, valid from an hour ago for `days`. */
export const selfSignedCertificate = (days = 2): SelfSignedCertificate => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
  const name = sequence(set(sequence(oid(COMMON_NAME), utf8("localhost"))))
  const serial = randomBytes(8)
  serial[0] = serial[0]! & 0x7f || 1
  const now = Date.now()
  const altNames = sequence(
    tlv(0x82, Buffer.from("localhost", "ascii")), // dNSName [2]
    tlv(0x87, Buffer.from([127, 0, 0, 1])) // iPAddress [7]
  )
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))), // v3
    integer(serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + days * 86_400_000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    explicit(
      3,
      sequence(
        extension(BASIC_CONSTRAINTS, true, sequence(bool(true))),
        // digitalSignature (bit 0) and keyCertSign (bit 5): 1000 0100, its last 2 bits unused.
        extension(KEY_USAGE, true, tlv(0x03, Buffer.from([2, 0x84]))),
        extension(SUBJECT_ALT_NAME, false, altNames)
      )
    )
  )
  const signature = sign("sha256", tbs, privateKey)
  const der = sequence(tbs, ECDSA_WITH_SHA256, bits(signature))
  const cert = `-----BEGIN CERTIFICATE-----\n${der
    .toString("base64")
    .match(/.{1,64}/g)!
    .join("\n")}\n-----END CERTIFICATE-----\n`
  // Parsed back once, so a mistake in the writer fails here and not inside a TLS handshake.
  const parsed = new X509Certificate(cert)
  if (!parsed.verify(publicKey) || !parsed.checkPrivateKey(createPrivateKey(privateKey.export({ type: "pkcs8", format: "pem" })))) {
    throw new Error("the self-signed certificate does not verify")
  }
  return { cert, key: privateKey.export({ type: "pkcs8", format: "pem" }).toString() }
}
