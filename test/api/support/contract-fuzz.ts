/**
 * The contract fuzzer ("Keep it fixed"): it reads the served
 * `/openapi.json` — the one contract, so a new endpoint is fuzzed the day it
 * is added — and sends every operation malformed input: wrong types,
 * missing fields, 1 MB and 10 MB strings, NUL and other control
 * characters, lone surrogates, huge and non-finite numbers, 100k-deep
 * nesting, `__proto__`, duplicate keys, invalid UTF-8, wrong content types,
 * bad path ids and queries, broken multipart. Each answer is judged:
 *  - `5xx`: any server error;
 *  - `hang`: no complete answer within 5 s;
 *  - `html`: HTML on an /api or /auth path;
 *  - `no message`: a 4xx whose body is not JSON with a non-empty `message`;
 *  - `no answer`: the connection ended without any answer.
 *
 * A name, a subject or a code (a top-level body field so named) holding an
 * invisible direction character (U+202E …: bidirectional spoofing) must be
 * refused: a 2xx to that case is the failure `accepted`.
 *
 * Every case is sent as the identity that gets past the call's security —
 * signed out for a public call, a fresh learner for a learner's call, a
 * fresh agent for a call that refuses the learner 403 — so the handler's
 * own decoding and rules run; `every` cases (the global guards: NUL, invalid
 * UTF-8, bodies over the limit, wrong content types, wrong methods …) are
 * sent signed out as well. Requests go four at a time, the operations
 * taken in turns; the heaviest cases (10 MB bodies, 1 MB chunked, a 1 MB
 * address, forged tokens) go with the first operation of each kind (JSON
 * body, multipart, GET, POST without a body).
 */
import { Agent, request as httpRequest } from "node:http"
import { pngFile } from "./image-files.ts"

// ---------------------------------------------------------------- contract

export type JsonSchema = {
  readonly type?: string
  readonly enum?: ReadonlyArray<unknown>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
  readonly allOf?: ReadonlyArray<JsonSchema>
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly items?: JsonSchema
  readonly minItems?: number
  readonly maxItems?: number
  readonly minLength?: number
  readonly maxLength?: number
  readonly minimum?: number
  readonly maximum?: number
  readonly pattern?: string
  readonly $ref?: string
}

export interface Parameter {
  readonly name: string
  readonly required: boolean
  readonly schema: JsonSchema
}

export interface Operation {
  readonly id: string
  readonly method: string
  /** The path as the contract writes it, `/blog/get/{id}`. */
  readonly path: string
  readonly pathParams: ReadonlyArray<string>
  readonly query: ReadonlyArray<Parameter>
  readonly body: { readonly kind: "json"; readonly schema: JsonSchema } | { readonly kind: "multipart"; readonly schema: JsonSchema } | undefined
  /** The contract lists a security requirement (a token). */
  readonly secured: boolean
}

interface OpenApiDocument {
  readonly paths: Readonly<
    Record<
      string,
      Readonly<
        Record<
          string,
          {
            readonly operationId?: string
            readonly parameters?: ReadonlyArray<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>
            readonly requestBody?: { readonly content: Readonly<Record<string, { schema?: JsonSchema }>> }
            readonly security?: ReadonlyArray<unknown>
          }
        >
      >
    >
  >
  readonly components?: { readonly schemas?: Readonly<Record<string, JsonSchema>> }
}

export interface Contract {
  readonly operations: ReadonlyArray<Operation>
  readonly schemas: Readonly<Record<string, JsonSchema>>
}

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"]

/** Every operation of the served contract. */
export const readContract = async (baseUrl: string): Promise<Contract> => {
  const answer = await fetch(new URL("/openapi.json", baseUrl))
  if (!answer.ok) throw new Error(`GET /openapi.json answered ${answer.status}`)
  const document = (await answer.json()) as OpenApiDocument
  const operations: Array<Operation> = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method) || operation.operationId === undefined) continue
      const parameters = operation.parameters ?? []
      const content = operation.requestBody?.content ?? {}
      const json = Object.entries(content).find(([type]) => type.includes("json"))
      const multipart = Object.entries(content).find(([type]) => type.startsWith("multipart/"))
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((each) => each.in === "path").map((each) => each.name),
        query: parameters
          .filter((each) => each.in === "query")
          .map((each) => ({ name: each.name, required: each.required === true, schema: each.schema ?? {} })),
        body:
          multipart !== undefined
            ? { kind: "multipart", schema: multipart[1].schema ?? {} }
            : json !== undefined
              ? { kind: "json", schema: json[1].schema ?? {} }
              : undefined,
        secured: (operation.security ?? []).length > 0
      })
    }
  }
  return { operations, schemas: document.components?.schemas ?? {} }
}

// ---------------------------------------------------------------- valid examples

const resolve = (schema: JsonSchema, schemas: Contract["schemas"]): JsonSchema => {
  if (schema.$ref === undefined) return schema
  const name = schema.$ref.split("/").pop() ?? ""
  return resolve(schemas[name] ?? {}, schemas)
}

/** The schemas a value may take (the branches of anyOf/oneOf, the nulls last). */
const branches = (schema: JsonSchema, schemas: Contract["schemas"]): ReadonlyArray<JsonSchema> => {
  const resolved = resolve(schema, schemas)
  const options = resolved.anyOf ?? resolved.oneOf
  if (options === undefined) return [resolved]
  const all = options.flatMap((each) => branches(each, schemas))
  return [...all.filter((each) => each.type !== "null"), ...all.filter((each) => each.type === "null")]
}

const typeOf = (schema: JsonSchema, schemas: Contract["schemas"]): string => {
  const first = branches(schema, schemas)[0] ?? {}
  if (first.type !== undefined) return first.type
  if (first.enum !== undefined) return typeof first.enum[0]
  if (first.properties !== undefined) return "object"
  return "unknown"
}

/** A plausible string for a field the contract types only as a string. */
const stringFor = (name: string, schema: JsonSchema): string => {
  const lower = name.toLowerCase()
  const base = lower.includes("email")
    ? "fuzz@example.com"
    : lower.includes("password")
      ? "Fuzz-Password-2026"
      : lower.includes("phone")
        ? "+14155550123"
        : lower === "otp"
          ? "123456"
          : "fuzz"
  const min = schema.minLength ?? 0
  const padded = base.length >= min ? base : base.padEnd(min, "x")
  return schema.maxLength !== undefined ? padded.slice(0, Math.max(schema.maxLength, min)) : padded
}

/** A value the schema accepts (as far as its JSON Schema says), with every property filled in. */
export const exampleOf = (schema: JsonSchema, schemas: Contract["schemas"], name = ""): unknown => {
  const first = branches(schema, schemas)[0] ?? {}
  if (first.enum !== undefined) return first.enum[0]
  switch (first.type) {
    case "string":
      return stringFor(name, first)
    case "integer":
    case "number":
      return Math.max(first.minimum ?? 1, 1) <= (first.maximum ?? Infinity) ? Math.max(first.minimum ?? 1, 1) : (first.minimum ?? 0)
    case "boolean":
      return true
    case "null":
      return null
    case "array":
      return Array.from({ length: first.minItems ?? 0 }, () => exampleOf(first.items ?? {}, schemas, name))
    default:
      if (first.properties !== undefined) {
        return Object.fromEntries(Object.entries(first.properties).map(([key, each]) => [key, exampleOf(each, schemas, key)]))
      }
      return "fuzz"
  }
}

/** Every property path of an object schema (nested objects included), with its schema and whether it is required. */
const fieldsOf = (
  schema: JsonSchema,
  schemas: Contract["schemas"],
  prefix: ReadonlyArray<string> = []
): ReadonlyArray<{ path: ReadonlyArray<string>; schema: JsonSchema; required: boolean }> => {
  const first = branches(schema, schemas)[0] ?? {}
  if (first.properties === undefined) return []
  return Object.entries(first.properties).flatMap(([key, each]) => {
    const path = [...prefix, key]
    return [{ path, schema: each, required: (first.required ?? []).includes(key) }, ...(prefix.length < 3 ? fieldsOf(each, schemas, path) : [])]
  })
}

// ---------------------------------------------------------------- requests

export interface RawRequest {
  readonly method: string
  /** Sent as is: %-escapes stay escapes, characters U+0080–U+00FF go out as single (non-UTF-8) bytes. */
  readonly path: string
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: Buffer
  /** Send the body without a Content-Length (chunked). */
  readonly chunked?: boolean
  /** Who sent which case, for the report. */
  readonly label?: string
}

export type Reach = "every" | "handler"

export interface FuzzCase {
  /** The group the summary counts by (`wrong type`, `NUL`, `big body` …). */
  readonly kind: string
  /** What exactly was sent, unique within the operation. */
  readonly name: string
  readonly reach: Reach
  readonly request: RawRequest
  /** The server must refuse it (a 4xx): a 2xx is the failure `accepted`. */
  readonly mustRefuse?: boolean
}

const RAW = "\u0000raw:"
/** A placeholder JSON.stringify keeps as a string, replaced by raw JSON text afterwards (numbers JSON cannot write: 1e400, -0). */
const rawJson = (text: string) => `${RAW}${text}\u0000`
const jsonText = (value: unknown): string =>
  JSON.stringify(value).replace(/"\\u0000raw:(.*?)\\u0000"/g, (_match, text: string) => JSON.parse(`"${text}"`) as string)

const setAt = (value: unknown, path: ReadonlyArray<string>, next: unknown | typeof REMOVE): unknown => {
  if (path.length === 0) return next
  const [head, ...rest] = path
  const object = typeof value === "object" && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {}
  const updated = setAt(object[head!], rest, next)
  if (updated === REMOVE) delete object[head!]
  else object[head!] = updated
  return object
}
const REMOVE = Symbol("remove")

const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? "fuzz")

/** A path parameter value that routes (any non-empty segment). */
const PLAIN_ID = "00000000-0000-0000-0000-000000000000"

const JSON_HEADERS = { "content-type": "application/json" }

const MB = 1024 * 1024
const bigString = (bytes: number) => "a".repeat(bytes)

/** `[[[…]]]` nested `depth` deep. */
const nestedArrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth)
/** `{"a":{"a":…{}}}` nested `depth` deep. */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + "{}" + "}".repeat(depth)

/** Wrong-typed values for a field of this JSON type (each one a case): null, a scalar of another type, an array, an object. */
const wrongTypes = (type: string): ReadonlyArray<[string, unknown]> =>
  (
    [["null", null], type === "string" ? ["number", 7] : ["string", "7"], ["array", ["fuzz"]], ["object", { fuzz: 1 }]] satisfies Array<[string, unknown]>
  ).filter(([each]) => each !== type)

/** The case kind of invisible direction characters in a string. */
const BIDI_KIND = "bidi control"
/**
 * Fields where an invisible direction character is refused
 * (src/domain/shared/direction-controls.ts): a person's or a thing's name,
 * a subject, a code. Only at the top of a body: a nested `card.name` is the
 * card holder's, read by the payment gateway and shown nowhere.
 */
const REFUSES_DIRECTION_CONTROLS = new Set(["name", "firstName", "lastName", "displayName", "authorName", "subject", "code"])

const STRING_VALUES: ReadonlyArray<[kind: string, name: string, value: unknown]> = [
  ["empty", "blank string", "   "],
  ["NUL", "NUL in a string", "fu\u0000zz"],
  ["control character", "escape and bell", "\u001b[31m\u0007"],
  ["lone surrogate", "lone surrogates", "\udc00fuzz\ud800"],
  ["unicode", "emoji, RTL override, zero-width", "😀\u202e\u200bfuzz"],
  [BIDI_KIND, "right-to-left override inside", "Fu\u202ezz"],
  [BIDI_KIND, "directional isolate and mark", "\u2067fuzz\u2069\u200f"],
  ["markup", "script tag", "<script>alert(1)</script>"],
  ["injection", "SQL quote", "' OR '1'='1' --"],
  ["__proto__", "__proto__ as a value", "__proto__"],
  ["long string", "10,000 characters", "x".repeat(10_000)]
]

const NUMBER_VALUES: ReadonlyArray<[kind: string, name: string, value: unknown]> = [
  ["number", "negative", -1],
  ["number", "zero", 0],
  ["number", "fraction", 1.5],
  ["number", "-0", rawJson("-0")],
  ["huge number", "-1e308", -1e308],
  ["huge number", "2^53 + 1", rawJson("9007199254740993")],
  ["non-finite number", "1e400 (Infinity when parsed)", rawJson("1e400")],
  ["non-finite number", '"NaN"', "NaN"],
  ["non-finite number", '"-Infinity"', "-Infinity"]
]

const describePath = (path: ReadonlyArray<string>) => path.join(".")

/** The cases of one field of a JSON body: the rest of the body stays valid. */
const fieldCases = (
  operation: Operation,
  base: unknown,
  field: { path: ReadonlyArray<string>; schema: JsonSchema; required: boolean },
  schemas: Contract["schemas"],
  path: string
): ReadonlyArray<FuzzCase> => {
  const type = typeOf(field.schema, schemas)
  const where = describePath(field.path)
  const refusesBidi = field.path.length === 1 && REFUSES_DIRECTION_CONTROLS.has(field.path[0]!)
  const at = (kind: string, name: string, value: unknown): FuzzCase => ({
    kind,
    name: `body.${where}: ${name}`,
    reach: "handler",
    request: { method: operation.method, path, headers: JSON_HEADERS, body: Buffer.from(jsonText(setAt(base, field.path, value))) },
    ...(kind === BIDI_KIND && refusesBidi ? { mustRefuse: true } : {})
  })
  const cases: Array<FuzzCase> = []
  if (field.required) cases.push(at("missing field", "missing", REMOVE))
  for (const [name, value] of wrongTypes(type)) cases.push(at("wrong type", `${name} instead of ${type}`, value))
  const values = type === "string" ? STRING_VALUES : type === "integer" || type === "number" ? NUMBER_VALUES : []
  for (const [kind, name, value] of values) cases.push(at(kind, name, value))
  const resolved = branches(field.schema, schemas)[0] ?? {}
  if (resolved.enum !== undefined) cases.push(at("enum", '"constructor", outside the enum', "constructor"))
  if (type === "array") {
    cases.push(at("wrong type", "array of nulls", [null, null]))
    cases.push(at("wrong type", "array of objects", [{ fuzz: 1 }]))
    cases.push(at("long array", "100,000 items", rawJson(`[${Array.from({ length: 100_000 }, () => "0").join(",")}]`)))
    cases.push(at("deep nesting", "100,000-deep arrays as the value", rawJson(nestedArrays(100_000))))
  }
  if (type === "object") {
    cases.push(at("wrong type", "empty object", {}))
    cases.push(at("__proto__", "object with __proto__", rawJson('{"__proto__":{"fuzzPolluted":true}}')))
  }
  if (type === "boolean") cases.push(at("wrong type", '"true" as a string', "true"))
  return cases
}

/**
 * A JSON body's text with raw bytes (invalid UTF-8 when the bytes are) inside
 * a string: the field at `path` (the call's first string field), or an extra
 * `fuzz` field when the call has none.
 */
const withRawBytes = (base: unknown, bytes: Buffer, path: ReadonlyArray<string> = ["fuzz"]): Buffer => {
  const marker = "FUZZ-RAW-BYTES"
  const text = jsonText(setAt(typeof base === "object" && base !== null && !Array.isArray(base) ? base : {}, path, `fu${marker}zz`))
  const [before, after] = text.split(marker)
  return Buffer.concat([Buffer.from(before ?? ""), bytes, Buffer.from(after ?? "")])
}

const multipartBody = (boundary: string, parts: ReadonlyArray<{ readonly headers: string; readonly content: Buffer }>, close = true): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`, "latin1"), part.content, Buffer.from("\r\n")]),
    Buffer.from(close ? `--${boundary}--\r\n` : "")
  ])

const filePart = (field: string, filename: string, type: string, content: Buffer) => ({
  headers: `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}`,
  content
})

const TINY_PNG = pngFile(2, 2)

/** Broken multipart for an upload call (field: the file's field in the contract). */
const multipartCases = (operation: Operation, field: string, path: string): ReadonlyArray<FuzzCase> => {
  const boundary = "fuzzboundary1234"
  const type = `multipart/form-data; boundary=${boundary}`
  const valid = filePart(field, "fuzz.png", "image/png", TINY_PNG)
  const send = (kind: string, name: string, body: Buffer, contentType = type, reach: Reach = "handler"): FuzzCase => ({
    kind,
    name,
    reach,
    request: { method: operation.method, path, headers: { "content-type": contentType }, body }
  })
  const latin = (text: string) => Buffer.from(text, "latin1")
  return [
    send("broken multipart", "no boundary parameter", multipartBody(boundary, [valid]), "multipart/form-data"),
    send("broken multipart", "a boundary the body does not use", multipartBody("another-boundary", [valid])),
    send("broken multipart", "no closing delimiter", multipartBody(boundary, [valid], false)),
    send("broken multipart", "cut off inside the file", multipartBody(boundary, [valid]).subarray(0, 120)),
    send("broken multipart", "empty body", Buffer.alloc(0)),
    send("broken multipart", "only the closing delimiter", latin(`--${boundary}--\r\n`)),
    send("broken multipart", "garbage, not multipart", latin("this is not multipart at all")),
    send("broken multipart", "part without Content-Disposition", multipartBody(boundary, [{ headers: "Content-Type: image/png", content: TINY_PNG }])),
    send("missing field", "the file under another name", multipartBody(boundary, [filePart("notTheField", "fuzz.png", "image/png", TINY_PNG)])),
    send(
      "wrong type",
      "the field as text, not a file",
      multipartBody(boundary, [{ headers: `Content-Disposition: form-data; name="${field}"`, content: latin("fuzz") }])
    ),
    send("broken multipart", "the file twice", multipartBody(boundary, [valid, valid])),
    send("NUL", "NUL in the file name", multipartBody(boundary, [filePart(field, "fu\u0000zz.png", "image/png", TINY_PNG)])),
    send("NUL", "NUL in the field name", multipartBody(boundary, [filePart(`${field}\u0000`, "fuzz.png", "image/png", TINY_PNG)])),
    send("invalid UTF-8", "0xFF bytes in the file name", multipartBody(boundary, [filePart(field, "fu\u00ff\u00fezz.png", "image/png", TINY_PNG)])),
    send(
      "lone surrogate",
      "CESU-8 surrogate in the file name",
      multipartBody(boundary, [filePart(field, "fu\u00ed\u00a0\u0080zz.png", "image/png", TINY_PNG)])
    ),
    send("path traversal", "../ in the file name", multipartBody(boundary, [filePart(field, "../../../etc/passwd.png", "image/png", TINY_PNG)])),
    send("long string", "a 10,000-character file name", multipartBody(boundary, [filePart(field, `${"x".repeat(10_000)}.png`, "image/png", TINY_PNG)])),
    send(
      "long string",
      "a 100 kB part header",
      multipartBody(boundary, [{ headers: `${valid.headers}\r\nX-Fuzz: ${"x".repeat(100_000)}`, content: TINY_PNG }])
    ),
    send(
      "wrong content type",
      "HTML declared as text/html",
      multipartBody(boundary, [filePart(field, "fuzz.html", "text/html", latin("<script>alert(1)</script>"))])
    ),
    send(
      "wrong content type",
      "garbage declared as image/png",
      multipartBody(boundary, [filePart(field, "fuzz.png", "image/png", latin("not a picture at all"))])
    ),
    send("empty", "an empty file", multipartBody(boundary, [filePart(field, "fuzz.png", "image/png", Buffer.alloc(0))])),
    send(
      "many parts",
      "1,000 small parts",
      multipartBody(
        boundary,
        Array.from({ length: 1000 }, (_, index) => ({ headers: `Content-Disposition: form-data; name="p${index}"`, content: latin("x") }))
      )
    ),
    send("big body", "1 MB of random bytes as the file", multipartBody(boundary, [filePart(field, "fuzz.png", "image/png", randomBytes(MB))])),
    send("wrong content type", "JSON instead of multipart", Buffer.from(JSON.stringify({ [field]: "fuzz" })), "application/json", "every"),
    send("wrong content type", "form-urlencoded instead of multipart", latin(`${field}=fuzz`), "application/x-www-form-urlencoded", "every")
  ]
}

const randomBytes = (size: number): Buffer => {
  const bytes = Buffer.alloc(size)
  let seed = 12345
  for (let i = 0; i < size; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    bytes[i] = seed >>> 16
  }
  return bytes
}

/** The wrong-method case: a method no operation of the contract uses. */
const WRONG_METHOD = "PUT"

/** Address cases for one path parameter, the others kept plain. */
const PATH_VALUES: ReadonlyArray<[kind: string, name: string, value: string, reach: Reach]> = [
  ["bad id", "not an id", "not-an-id", "handler"],
  ["bad id", "negative", "-1", "handler"],
  ["huge number", "30 digits", "123456789012345678901234567890", "handler"],
  ["non-finite number", "Infinity", "Infinity", "handler"],
  ["bad id", "a UUID in capitals with braces", "%7B00000000-0000-0000-0000-00000000000A%7D", "handler"],
  ["injection", "SQL quote", "1'%20OR%20'1'%3D'1", "handler"],
  ["path traversal", "escaped ../", "..%2F..%2Fetc%2Fpasswd", "handler"],
  ["__proto__", "__proto__", "__proto__", "handler"],
  ["unicode", "emoji", "%F0%9F%98%80", "handler"],
  ["long string", "10,000 characters", "x".repeat(10_000), "handler"],
  ["NUL", "%00", "fu%00zz", "every"],
  ["control character", "%1B", "fu%1Bzz", "handler"],
  ["invalid UTF-8", "%FF%FE", "fu%FF%FEzz", "every"],
  ["invalid UTF-8", "raw 0xFF byte", "fu\u00ffzz", "handler"],
  ["lone surrogate", "%ED%A0%80 (CESU-8 surrogate)", "fu%ED%A0%80zz", "handler"],
  ["bad id", "a bare %", "fu%zz", "handler"]
]

const QUERY_VALUES: ReadonlyArray<[kind: string, name: string, value: string]> = [
  ["empty", "empty", ""],
  ["NUL", "%00", "fu%00zz"],
  ["invalid UTF-8", "%FF", "fu%FFzz"],
  ["lone surrogate", "%ED%A0%80", "fu%ED%A0%80zz"],
  ["long string", "10,000 characters", "x".repeat(10_000)],
  ["non-finite number", "NaN", "NaN"],
  ["huge number", "30 digits", "123456789012345678901234567890"],
  ["__proto__", "__proto__", "__proto__"]
]

export interface CaseOptions {
  /** Send the heaviest cases (10 MB bodies, chunked 1 MB bodies, a 1 MB address) with this operation. */
  readonly heavy: boolean
}

/** Every case of one operation. */
export const casesFor = (operation: Operation, contract: Contract, options: CaseOptions): ReadonlyArray<FuzzCase> => {
  const { schemas } = contract
  const plainParams = Object.fromEntries(operation.pathParams.map((name) => [name, PLAIN_ID]))
  const plainQuery = operation.query
    .filter((each) => each.required)
    .map((each) => `${encodeURIComponent(each.name)}=${encodeURIComponent(String(exampleOf(each.schema, schemas, each.name)))}`)
  const withQuery = (path: string, query: ReadonlyArray<string> = plainQuery) => (query.length === 0 ? path : `${path}?${query.join("&")}`)
  const path = withQuery(fill(operation.path, plainParams))
  const method = operation.method
  const cases: Array<FuzzCase> = []
  const add = (kind: string, name: string, reach: Reach, request: RawRequest) => cases.push({ kind, name, reach, request })
  const body = operation.body
  const base = body?.kind === "json" ? exampleOf(body.schema, schemas) : {}
  const baseText = jsonText(base)
  const takesBody = method !== "GET" && method !== "HEAD"
  const firstString = body?.kind === "json" ? fieldsOf(body.schema, schemas).find((field) => typeOf(field.schema, schemas) === "string") : undefined

  // The call as the contract describes it, so the summary shows what a plain request answers.
  if (body?.kind === "multipart") {
    const field = Object.keys(branches(body.schema, schemas)[0]?.properties ?? {})[0] ?? "file"
    add("plain", "a valid request", "every", {
      method,
      path,
      headers: { "content-type": "multipart/form-data; boundary=fuzzboundary1234" },
      body: multipartBody("fuzzboundary1234", [filePart(field, "fuzz.png", "image/png", TINY_PNG)])
    })
    cases.push(...multipartCases(operation, field, path))
  } else {
    add("plain", "a valid request", "every", { method, path, ...(body === undefined ? {} : { headers: JSON_HEADERS, body: Buffer.from(baseText) }) })
  }

  // Path parameters.
  for (const param of operation.pathParams) {
    for (const [kind, name, value, reach] of PATH_VALUES) {
      add(kind, `path.${param}: ${name}`, reach, {
        method,
        path: withQuery(fill(operation.path, { ...plainParams, [param]: value })),
        ...(body?.kind === "json" ? { headers: JSON_HEADERS, body: Buffer.from(baseText) } : {})
      })
    }
  }

  // Query parameters: each wrong in turn, missing, repeated; and ones the call does not know.
  for (const param of operation.query) {
    const others = plainQuery.filter((each) => !each.startsWith(`${encodeURIComponent(param.name)}=`))
    const bare = fill(operation.path, plainParams)
    if (param.required) add("missing field", `query.${param.name}: missing`, "handler", { method, path: withQuery(bare, others) })
    for (const [kind, name, value] of QUERY_VALUES) {
      add(kind, `query.${param.name}: ${name}`, kind === "NUL" || kind === "invalid UTF-8" ? "every" : "handler", {
        method,
        path: withQuery(bare, [...others, `${encodeURIComponent(param.name)}=${value}`])
      })
    }
    add("duplicate keys", `query.${param.name}: given twice`, "handler", {
      method,
      path: withQuery(bare, [...plainQuery, `${encodeURIComponent(param.name)}=second`])
    })
    add("wrong type", `query.${param.name}: as an array (name[]=)`, "handler", {
      method,
      path: withQuery(bare, [...others, `${encodeURIComponent(param.name)}%5B%5D=1`, `${encodeURIComponent(param.name)}%5B%5D=2`])
    })
  }
  add("__proto__", "query: __proto__ and constructor keys", "handler", {
    method,
    path: withQuery(fill(operation.path, plainParams), [
      ...plainQuery,
      "__proto__%5BfuzzPolluted%5D=1",
      "constructor%5Bprototype%5D%5BfuzzPolluted%5D=1",
      "x=1",
      "x=2"
    ])
  })
  add("NUL", "query: an unknown parameter with %00", "handler", { method, path: withQuery(fill(operation.path, plainParams), [...plainQuery, "fuzz=%00"]) })

  // Headers: the answer must stay JSON whatever the client asks for or sends.
  add("accept html", "Accept: text/html", "every", {
    method,
    path,
    headers: { accept: "text/html,application/xhtml+xml", ...(body?.kind === "json" ? JSON_HEADERS : {}) },
    ...(body?.kind === "json" ? { body: Buffer.from(baseText) } : {})
  })
  add("bad token", "a token that is not one", "handler", { method, path, headers: { "x-access-token": "not.a.token" } })
  add("bad cookie", "cookies with invalid escapes and 0xFF", "handler", { method, path, headers: { cookie: "sid=%FF%00; token=\u00ff\u00fe; __proto__=1" } })
  add("wrong method", `${WRONG_METHOD} instead of ${method}`, "every", { method: WRONG_METHOD, path })
  add("long string", "a 20 kB address", "every", { method, path: `${path}${path.includes("?") ? "&" : "?"}fuzz=${"x".repeat(20_000)}` })

  // Bodies: every call but a GET gets them, those that take no body too (they must ignore or refuse them).
  const jsonBody = (kind: string, name: string, reach: Reach, text: string | Buffer, headers: Record<string, string> = JSON_HEADERS) =>
    add(kind, name, reach, { method, path, headers, body: typeof text === "string" ? Buffer.from(text) : text })
  if (takesBody || body !== undefined) {
    jsonBody("empty", "no body", "every", Buffer.alloc(0))
    jsonBody("wrong type", "null", "every", "null")
    jsonBody("wrong type", "an array", "every", "[]")
    jsonBody("wrong type", "a number", "handler", "0")
    jsonBody("wrong type", "a string", "handler", '"fuzz"')
    jsonBody("malformed JSON", "cut off", "every", baseText.slice(0, Math.max(1, baseText.length - 2)))
    jsonBody("malformed JSON", "single quotes", "every", "{'fuzz': 1}")
    jsonBody("malformed JSON", "trailing garbage", "every", `${baseText} fuzz`)
    jsonBody("malformed JSON", "byte-order mark first", "handler", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(baseText)]))
    jsonBody("missing field", "empty object", "handler", "{}")
    jsonBody("__proto__", "__proto__ key", "every", baseText.replace(/^\{/, '{"__proto__":{"fuzzPolluted":true},').replace(",}", "}"))
    jsonBody(
      "__proto__",
      "constructor.prototype key",
      "handler",
      baseText.replace(/^\{/, '{"constructor":{"prototype":{"fuzzPolluted":true}},').replace(",}", "}")
    )
    jsonBody("unknown field", "extra role and admin fields", "handler", jsonText({ ...(base as object), role: "agent", isAdmin: true }))
    jsonBody("deep nesting", "100,000-deep arrays", "every", nestedArrays(100_000))
    jsonBody("deep nesting", "30,000-deep objects", "every", nestedObjects(30_000))
    jsonBody("deep nesting", "100,000-deep objects (over the limit)", "handler", nestedObjects(100_000))
    // Raw bytes go into the first string field the call has (an extra field when it has none).
    const target = firstString?.path ?? ["fuzz"]
    const inField = `in ${firstString === undefined ? "an extra field" : `body.${describePath(target)}`}`
    jsonBody("NUL", `raw NUL byte ${inField}`, "handler", withRawBytes(base, Buffer.from([0x00]), target))
    jsonBody("NUL", "escaped \\u0000 in an extra field", "every", jsonText({ ...(base as object), fuzz: "fu\u0000zz" }))
    jsonBody("lone surrogate", "escaped lone surrogate in an extra field", "handler", jsonText({ ...(base as object), fuzz: "fu\ud800zz" }))
    jsonBody("invalid UTF-8", `0xFF 0xFE ${inField}`, "every", withRawBytes(base, Buffer.from([0xff, 0xfe]), target))
    jsonBody("invalid UTF-8", `overlong slash 0xC0 0xAF ${inField}`, "handler", withRawBytes(base, Buffer.from([0xc0, 0xaf]), target))
    jsonBody("lone surrogate", `CESU-8 surrogate 0xED 0xA0 0x80 ${inField}`, "every", withRawBytes(base, Buffer.from([0xed, 0xa0, 0x80]), target))
    jsonBody("invalid UTF-8", `cut-off sequence 0xE2 0x82 ${inField}`, "handler", withRawBytes(base, Buffer.from([0xe2, 0x82]), target))
    jsonBody("wrong content type", "no Content-Type", "every", baseText, {})
    jsonBody("wrong content type", "text/plain", "every", baseText, { "content-type": "text/plain" })
    jsonBody("wrong content type", "form-urlencoded", "handler", "page=1&fuzz=%00", { "content-type": "application/x-www-form-urlencoded" })
    jsonBody("wrong content type", "multipart with a JSON body", "every", baseText, { "content-type": "multipart/form-data; boundary=x" })
    jsonBody("wrong content type", "UTF-16 JSON", "handler", Buffer.from(`\ufeff${baseText}`, "utf16le"), {
      "content-type": "application/json; charset=utf-16"
    })
    jsonBody("wrong content type", "a Content-Type that does not parse", "every", baseText, { "content-type": ";;;/" })
    jsonBody("big body", "1 MB string", "handler", jsonText({ ...(base as object), fuzz: bigString(MB) }))
  }
  if (body?.kind === "json") {
    const first = fieldsOf(body.schema, schemas)[0]
    if (first !== undefined) {
      const key = JSON.stringify(first.path[0])
      const value = jsonText((base as Record<string, unknown>)[first.path[0]!])
      jsonBody("duplicate keys", `${first.path[0]}: valid, then null`, "handler", baseText.replace(/\}$/, `,${key}:null}`))
      jsonBody(
        "duplicate keys",
        `${first.path[0]}: null, then valid`,
        "handler",
        `{${key}:null,${baseText.slice(1, -1)}${baseText.length > 2 ? "," : ""}${key}:${value}}`
      )
    }
    for (const field of fieldsOf(body.schema, schemas)) cases.push(...fieldCases(operation, base, field, schemas, path))
    if (firstString !== undefined) {
      jsonBody(
        "long string",
        `body.${describePath(firstString.path)}: 200,000 characters (under the body limit)`,
        "handler",
        jsonText(setAt(base, firstString.path, "x".repeat(200_000)))
      )
    }
  }

  if (options.heavy) {
    add("bad token", "an alg:none token", "handler", {
      method,
      path,
      headers: {
        "x-access-token": `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from('{"sub":"1","sid":"1"}').toString("base64url")}.`
      }
    })
    add("bad token", "a 10 kB token", "handler", { method, path, headers: { "x-access-token": "x".repeat(10_000) } })
    const heavyType = body?.kind === "multipart" ? "multipart/form-data; boundary=fuzzboundary1234" : "application/json"
    const padded = (size: number) =>
      body?.kind === "multipart"
        ? multipartBody("fuzzboundary1234", [filePart("file", "fuzz.png", "image/png", Buffer.alloc(size, 0x61))])
        : Buffer.from(jsonText({ ...(base as object), fuzz: bigString(size) }))
    add("big body", "10 MB", "every", { method, path, headers: { "content-type": heavyType }, body: padded(10 * MB) })
    add("big body", "10 MB chunked (no length)", "every", { method, path, headers: { "content-type": heavyType }, body: padded(10 * MB), chunked: true })
    add("big body", "1 MB chunked (no length)", "every", { method, path, headers: { "content-type": heavyType }, body: padded(MB), chunked: true })
    add("long string", "a 1 MB address", "every", { method, path: `${path}${path.includes("?") ? "&" : "?"}fuzz=${"x".repeat(MB)}` })
  }
  return cases
}

// ---------------------------------------------------------------- sending and judging

export interface Answer {
  readonly status: number
  readonly contentType: string
  readonly body: string
  readonly ms: number
}

export type Outcome = { readonly answer: Answer } | { readonly error: string; readonly ms: number; readonly timedOut: boolean }

export const HANG_MS = 5_000
/** The last request sent on each connection (for the report of a reset one). */
const lastOnSocket = new WeakMap<object, string>()

/**
 * Kept-alive connections for the fuzzer: an idle one is dropped after 2 s,
 * before the server's keep-alive timeout (5 s) could close it just as it is
 * reused, so a connection reset is always the server's doing.
 */
export const fuzzAgent = (concurrency: number) => new Agent({ keepAlive: true, maxSockets: concurrency, timeout: 2_000 })

/** Sends one request and reads its whole answer (at most HANG_MS). */
export const send = (baseUrl: string, agent: Agent, request: RawRequest): Promise<Outcome> =>
  new Promise((resolvePromise) => {
    const started = performance.now()
    const url = new URL(baseUrl)
    let settled = false
    const done = (outcome: Outcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolvePromise(outcome)
    }
    const headers: Record<string, string> = { ...request.headers }
    if (request.body !== undefined && !request.chunked) headers["content-length"] = String(request.body.length)
    let req: ReturnType<typeof httpRequest>
    try {
      req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers,
          agent,
          // A 1 MB address needs a client that does not refuse to send it.
          insecureHTTPParser: true
        },
        (res) => {
          const chunks: Array<Buffer> = []
          res.on("data", (chunk: Buffer) => chunks.push(chunk))
          res.on("end", () =>
            done({
              answer: {
                status: res.statusCode ?? 0,
                contentType: String(res.headers["content-type"] ?? ""),
                body: Buffer.concat(chunks).toString("utf8"),
                ms: performance.now() - started
              }
            })
          )
          res.on("error", (error) => done({ error: String(error), ms: performance.now() - started, timedOut: false }))
        }
      )
    } catch (error) {
      done({ error: `the client refused to send it: ${String(error)}`, ms: 0, timedOut: false })
      return
    }
    // Which request used this connection before: a connection reset is usually the previous request's doing.
    let previous = "none, a new connection"
    req.on("socket", (socket) => {
      previous = lastOnSocket.get(socket) ?? previous
      lastOnSocket.set(
        socket,
        `${request.label ?? ""} (${request.method} ${request.path.slice(0, 80)}, ${request.body?.length ?? 0} bytes${request.chunked ? " chunked" : ""})`
      )
    })
    const timer = setTimeout(() => {
      done({ error: `no complete answer within ${HANG_MS} ms`, ms: performance.now() - started, timedOut: true })
      req.destroy()
    }, HANG_MS)
    // The server may answer (413) and close while a large body is still being sent: wait for the answer it gave.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE" || error.code === "ECONNRESET") {
        setTimeout(
          () =>
            done({
              error: `connection ended without an answer (${error.code}, ${Math.round(performance.now() - started)} ms after sending; the connection's previous request: ${previous})`,
              ms: performance.now() - started,
              timedOut: false
            }),
          200
        )
        return
      }
      done({ error: String(error), ms: performance.now() - started, timedOut: false })
    })
    if (request.body === undefined) req.end()
    else if (request.chunked) {
      // In pieces, so the server sees a body of unknown length arrive.
      const piece = 256 * 1024
      for (let offset = 0; offset < request.body.length; offset += piece) req.write(request.body.subarray(offset, offset + piece))
      req.end()
    } else req.end(request.body)
  })

export type FailureKind = "5xx" | "hang" | "html" | "no message" | "no answer" | "accepted"
export const FAILURE_KINDS: ReadonlyArray<FailureKind> = ["5xx", "hang", "html", "no message", "no answer", "accepted"]

/** What is wrong with this answer, if anything (`mustRefuse`: a 2xx is wrong too). */
export const judge = (request: RawRequest, outcome: Outcome, mustRefuse = false): FailureKind | undefined => {
  if ("error" in outcome) return outcome.timedOut ? "hang" : "no answer"
  const { answer } = outcome
  if (answer.status >= 500) return "5xx"
  if (mustRefuse && answer.status >= 200 && answer.status < 300) return "accepted"
  if (answer.ms > HANG_MS) return "hang"
  const pathname = request.path.split("?")[0] ?? ""
  const onApi = pathname.startsWith("/api") || pathname.startsWith("/auth")
  if (onApi && (answer.contentType.includes("html") || /^\s*</.test(answer.body))) return "html"
  if (answer.status >= 400 && answer.status < 500) {
    if (!answer.contentType.includes("json")) return "no message"
    try {
      const parsed = JSON.parse(answer.body) as { message?: unknown }
      if (typeof parsed.message !== "string" || parsed.message.trim() === "") return "no message"
    } catch {
      return "no message"
    }
  }
  return undefined
}

// ---------------------------------------------------------------- the run

export type IdentityName = "signed out" | "learner" | "agent"

export interface Identities {
  /** A fresh signed-in learner's access token for this operation (a fresh one each, so a sign-out ends only its own). */
  readonly learnerToken: (operation: Operation) => Promise<string>
  /** A fresh support agent's access token. */
  readonly agentToken: (operation: Operation) => Promise<string>
}

export interface Finding {
  readonly operation: string
  readonly route: string
  readonly identity: IdentityName
  readonly kind: FailureKind
  readonly caseKind: string
  readonly caseName: string
  readonly status: number | undefined
  readonly ms: number
  readonly excerpt: string
}

export interface KnownFailure {
  readonly operation: string
  readonly caseName: string
  readonly kind: FailureKind
  /** Why it is let through for now: the finding, and who fixes it. */
  readonly reason: string
}

export interface FuzzReport {
  readonly operations: number
  readonly casesPerOperation: ReadonlyArray<number>
  readonly requests: number
  readonly elapsedMs: number
  /** CPU time of this process (server and fuzzer both) over the run: steadier than the elapsed time on a shared machine. */
  readonly cpuMs: number
  readonly slowestMs: number
  readonly statusesByCaseKind: ReadonlyMap<string, ReadonlyMap<number | string, number>>
  readonly failures: ReadonlyArray<Finding>
  /** Failures matched by a known-failure entry. */
  readonly known: ReadonlyArray<{ readonly finding: Finding; readonly reason: string }>
  /** The handler identity each operation was fuzzed as. */
  readonly handlerIdentity: ReadonlyMap<string, IdentityName>
  /** The summed answer time of each operation's requests. */
  readonly msByOperation: ReadonlyMap<string, number>
}

interface TaskResult {
  readonly operation: string
  readonly caseKind: string
  readonly status: number | string
  readonly ms: number
  readonly finding?: Finding
}

const excerptOf = (outcome: Outcome): string => ("error" in outcome ? outcome.error : outcome.answer.body.replace(/\s+/g, " ").slice(0, 240))

/** Runs `tasks` with at most `concurrency` at a time. */
const pool = async <T>(tasks: ReadonlyArray<() => Promise<T>>, concurrency: number): Promise<Array<T>> => {
  const results: Array<T> = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker))
  return results
}

export interface FuzzOptions {
  readonly baseUrl: string
  readonly identities: Identities
  readonly concurrency: number
  readonly known: ReadonlyArray<KnownFailure>
  /** Only operations whose id passes (all when absent). */
  readonly only?: (operationId: string) => boolean
}

export const runContractFuzz = async (options: FuzzOptions): Promise<FuzzReport> => {
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  const contract = await readContract(options.baseUrl)
  const operations = contract.operations.filter((each) => options.only?.(each.id) ?? true)
  const agent = fuzzAgent(options.concurrency)
  const withToken = (request: RawRequest, token: string | undefined): RawRequest =>
    token === undefined || request.headers?.["x-access-token"] !== undefined
      ? request
      : { ...request, headers: { ...request.headers, "x-access-token": token } }

  // The heaviest cases go once per kind of call: with a JSON body, multipart, GET, a POST without a body.
  const heavyFor = new Set<string>()
  const seenKinds = new Set<string>()
  for (const operation of operations) {
    const kind = operation.body?.kind ?? (operation.method === "GET" ? "get" : "bodiless")
    if (!seenKinds.has(kind)) {
      seenKinds.add(kind)
      heavyFor.add(operation.id)
    }
  }

  const handlerIdentity = new Map<string, IdentityName>()
  const casesPerOperation: Array<number> = []
  // The identities, found per operation: a token first, then the cases.
  const planned = await pool(
    operations.map((operation) => async () => {
      const cases = casesFor(operation, contract, { heavy: heavyFor.has(operation.id) })
      const learner = await options.identities.learnerToken(operation)
      let handler: { name: IdentityName; token: string | undefined } = operation.secured
        ? { name: "learner", token: learner }
        : { name: "signed out", token: undefined }
      if (operation.secured) {
        // A call a learner is refused (403) is an agent's: fuzz its handler as one.
        const plain = cases.find((each) => each.kind === "plain")
        if (plain !== undefined) {
          const probe = await send(options.baseUrl, agent, withToken(plain.request, learner))
          if ("answer" in probe && probe.answer.status === 403) {
            handler = { name: "agent", token: await options.identities.agentToken(operation) }
          }
        }
      }
      handlerIdentity.set(operation.id, handler.name)
      return { operation, cases, handler }
    }),
    options.concurrency
  )

  // One queue per operation, taken in turns, so no call gets several requests at once (a sign-up's
  // password hash is slow by design; four at a time would be a load test, not a fuzz).
  const queues: Array<Array<() => Promise<TaskResult>>> = []
  for (const { operation, cases, handler } of planned) {
    const tasks: Array<() => Promise<TaskResult>> = []
    queues.push(tasks)
    const runs: Array<{ fuzzCase: FuzzCase; identity: IdentityName; token: string | undefined }> = []
    for (const fuzzCase of cases) {
      // Signed out, and as the identity past the security check (once when that is signed out).
      if (fuzzCase.reach === "every" && handler.name !== "signed out") runs.push({ fuzzCase, identity: "signed out", token: undefined })
      runs.push({ fuzzCase, identity: handler.name, token: handler.token })
    }
    casesPerOperation.push(runs.length)
    for (const { fuzzCase, identity, token } of runs) {
      tasks.push(async () => {
        const request = { ...withToken(fuzzCase.request, token), label: `${identity}/${fuzzCase.name}` }
        const outcome = await send(options.baseUrl, agent, request)
        const kind = judge(request, outcome, fuzzCase.mustRefuse === true)
        const status = "answer" in outcome ? outcome.answer.status : outcome.timedOut ? "timeout" : "no answer"
        const ms = "answer" in outcome ? outcome.answer.ms : outcome.ms
        if (kind === undefined) return { operation: operation.id, caseKind: fuzzCase.kind, status, ms }
        return {
          operation: operation.id,
          caseKind: fuzzCase.kind,
          status,
          ms,
          finding: {
            operation: operation.id,
            route: `${operation.method} ${operation.path}`,
            identity,
            kind,
            caseKind: fuzzCase.kind,
            caseName: fuzzCase.name,
            status: "answer" in outcome ? outcome.answer.status : undefined,
            ms,
            excerpt: excerptOf(outcome)
          }
        }
      })
    }
  }

  const tasks: Array<() => Promise<TaskResult>> = []
  for (let index = 0; tasks.length < queues.reduce((sum, each) => sum + each.length, 0); index++) {
    for (const queue of queues) if (index < queue.length) tasks.push(queue[index]!)
  }
  const results = await pool(tasks, options.concurrency)
  const msByOperation = new Map<string, number>()
  for (const result of results) msByOperation.set(result.operation, (msByOperation.get(result.operation) ?? 0) + result.ms)
  agent.destroy()
  const statusesByCaseKind = new Map<string, Map<number | string, number>>()
  for (const result of results) {
    const statuses = statusesByCaseKind.get(result.caseKind) ?? new Map<number | string, number>()
    statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
    statusesByCaseKind.set(result.caseKind, statuses)
  }
  const failures: Array<Finding> = []
  const known: Array<{ finding: Finding; reason: string }> = []
  for (const { finding } of results) {
    if (finding === undefined) continue
    const match = options.known.find((each) => each.operation === finding.operation && each.caseName === finding.caseName && each.kind === finding.kind)
    if (match === undefined) failures.push(finding)
    else known.push({ finding, reason: match.reason })
  }
  return {
    operations: operations.length,
    casesPerOperation,
    requests: results.length,
    elapsedMs: performance.now() - started,
    cpuMs: (() => {
      const used = process.cpuUsage(cpuBefore)
      return (used.user + used.system) / 1000
    })(),
    slowestMs: Math.max(0, ...results.map((each) => each.ms)),
    statusesByCaseKind,
    failures,
    known,
    handlerIdentity,
    msByOperation
  }
}

const line = (finding: Finding) =>
  `  ${finding.kind.padEnd(10)} ${finding.operation} (${finding.route}) as ${finding.identity} — ${finding.caseName} → ${finding.status ?? "-"} in ${Math.round(finding.ms)} ms: ${finding.excerpt}`

/** The summary a developer reads: figures, answers per case kind, failures per kind, and each failure. */
export const formatReport = (label: string, report: FuzzReport): string => {
  const count = (kind: FailureKind, list: ReadonlyArray<Finding>) => list.filter((each) => each.kind === kind).length
  const identities = [...report.handlerIdentity.values()]
  const lines = [
    `Contract fuzz on ${label}: ${report.operations} operations × ${Math.round(report.requests / Math.max(1, report.operations))} cases on average = ${report.requests} requests in ${(report.elapsedMs / 1000).toFixed(1)} s, ${(report.cpuMs / 1000).toFixed(1)} s of CPU (slowest answer ${Math.round(report.slowestMs)} ms)`,
    `  most time (summed answer times): ${[...report.msByOperation.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`)
      .join(", ")}`,
    `  handlers reached as: ${(["signed out", "learner", "agent"] as const).map((name) => `${name} ${identities.filter((each) => each === name).length}`).join(", ")}`,
    `  failures per kind: ${FAILURE_KINDS.map((kind) => `${kind} ${count(kind, report.failures)}`).join(", ")}` +
      (report.known.length === 0
        ? ""
        : `; known (let through, reason printed): ${FAILURE_KINDS.map(
            (kind) =>
              `${kind} ${count(
                kind,
                report.known.map((each) => each.finding)
              )}`
          ).join(", ")}`),
    "  answers per case kind:",
    ...[...report.statusesByCaseKind.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([kind, statuses]) =>
          `    ${kind.padEnd(20)} ${[...statuses.entries()]
            .sort(([a], [b]) => String(a).localeCompare(String(b)))
            .map(([status, n]) => `${status}×${n}`)
            .join(" ")}`
      )
  ]
  if (report.known.length > 0) {
    lines.push(`  known failures (${report.known.length}):`)
    for (const { finding, reason } of report.known) lines.push(`${line(finding)}\n      known: ${reason}`)
  }
  if (report.failures.length > 0) {
    lines.push(`  FAILURES (${report.failures.length}):`)
    for (const finding of report.failures) lines.push(line(finding))
  }
  return lines.join("\n")
}
