/**
 * An SMTP relay started inside a test (the smtp-server package) the way a
 * mail provider runs one: STARTTLS with a certificate made for the run
 * (self-signed-certificate.ts), a login required (AUTH PLAIN and/or LOGIN,
 * never before TLS), no mail taken on a connection that is not encrypted or
 * not logged in. It records each letter with how it arrived: whether the
 * connection was encrypted, the login method and user, the envelope and the
 * raw message. A test can change its mind while it runs: the password it
 * accepts, or a refusal to give every recipient.
 */
import { SMTPServer, type SMTPServerAddress, type SMTPServerAuthentication, type SMTPServerSession } from "smtp-server"
import { type SelfSignedCertificate, selfSignedCertificate } from "./self-signed-certificate.ts"

export interface RelayedLetter {
  /** The connection was upgraded with STARTTLS before the letter. */
  readonly secure: boolean
  /** The AUTH method the client used ("PLAIN", "LOGIN"). */
  readonly authMethod: string
  readonly user: string
  readonly from: string
  readonly to: ReadonlyArray<string>
  /** The message as received, CRLF line ends. */
  readonly raw: string
}

export interface LoginTry {
  readonly method: string
  readonly user: string
  readonly accepted: boolean
  readonly secure: boolean
}

export interface TestRelay {
  /** smtp://127.0.0.1:PORT */
  readonly url: string
  readonly port: number
  /** The certificate (PEM): the CA a client must trust. */
  readonly certificate: SelfSignedCertificate
  readonly letters: Array<RelayedLetter>
  readonly logins: Array<LoginTry>
  /** The password it accepts for `user` from now on. */
  setPassword: (password: string) => void
  /** A reply for every RCPT TO from now on ("451 ..." to try later, "550 ..." for good); undefined to accept. */
  refuseRecipients: (reply: { readonly code: number; readonly message: string } | undefined) => void
  readonly waitForLetters: (count: number, timeoutMs?: number) => Promise<void>
  readonly close: () => Promise<void>
}

export interface TestRelayOptions {
  readonly user: string
  readonly password: string
  /** The login methods it offers; both by default. */
  readonly authMethods?: ReadonlyArray<"PLAIN" | "LOGIN">
  /** Offer no STARTTLS at all (a relay that cannot encrypt): it then takes a login in clear, to show the client never sends one. */
  readonly withoutStartTls?: boolean
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code })

export const startTestRelay = async (options: TestRelayOptions): Promise<TestRelay> => {
  const certificate = selfSignedCertificate()
  const letters: Array<RelayedLetter> = []
  const logins: Array<LoginTry> = []
  let password = options.password
  let recipientReply: { readonly code: number; readonly message: string } | undefined
  const methods = new Map<string, string>()

  const server = new SMTPServer({
    secure: false,
    key: certificate.key,
    cert: certificate.cert,
    name: "relay.test",
    banner: "test relay",
    authMethods: [...(options.authMethods ?? ["PLAIN", "LOGIN"])],
    // A login in clear is refused, unless the relay cannot encrypt at all.
    allowInsecureAuth: options.withoutStartTls === true,
    // Hidden is not enough: smtp-server still takes a STARTTLS it does not announce.
    disabledCommands: options.withoutStartTls === true ? ["STARTTLS"] : [],
    logger: false,
    size: 20 * 1024 * 1024,
    onAuth(auth: SMTPServerAuthentication, session: SMTPServerSession, callback) {
      const accepted = auth.username === options.user && auth.password === password
      logins.push({ method: auth.method, user: auth.username ?? "", accepted, secure: session.secure })
      if (!accepted) return callback(refusal(535, "5.7.8 Authentication credentials invalid"))
      methods.set(session.id, auth.method)
      return callback(null, { user: auth.username })
    },
    onMailFrom(_address: SMTPServerAddress, session: SMTPServerSession, callback) {
      if (!session.secure && options.withoutStartTls !== true) return callback(refusal(530, "5.7.0 Must issue a STARTTLS command first"))
      if (session.user === undefined) return callback(refusal(530, "5.7.0 Authentication required"))
      return callback()
    },
    onRcptTo(_address: SMTPServerAddress, _session: SMTPServerSession, callback) {
      if (recipientReply !== undefined) return callback(refusal(recipientReply.code, recipientReply.message))
      return callback()
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        letters.push({
          secure: session.secure,
          authMethod: methods.get(session.id) ?? "",
          user: String(session.user ?? ""),
          from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8")
        })
        callback()
      })
    }
  })
  server.on("error", () => {})
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.server.address()
  if (address === null || typeof address === "string") throw new Error("no TCP address")
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    certificate,
    letters,
    logins,
    setPassword: (next) => {
      password = next
    },
    refuseRecipients: (reply) => {
      recipientReply = reply
    },
    waitForLetters: async (count, timeoutMs = 10_000) => {
      const started = Date.now()
      while (letters.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`expected ${count} letters at the relay, got ${letters.length}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
