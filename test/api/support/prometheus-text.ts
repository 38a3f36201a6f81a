/**
 * Reads the Prometheus text exposition format (version 0.0.4) the way a
 * scraper does, strictly: every line is a # HELP, a # TYPE, blank, or one
 * sample `name{label="value",...} number`; anything else throws. Answers the
 * samples and each metric's type.
 */

export interface Sample {
  readonly name: string
  readonly labels: Readonly<Record<string, string>>
  readonly value: number
}

export interface Exposition {
  readonly samples: ReadonlyArray<Sample>
  readonly types: ReadonlyMap<string, string>
  /** The samples of `name` whose labels include `labels`. */
  readonly find: (name: string, labels?: Readonly<Record<string, string>>) => ReadonlyArray<Sample>
  /** The one sample of `name` with these labels' value, 0 when there is none. */
  readonly value: (name: string, labels?: Readonly<Record<string, string>>) => number
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*"
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`)
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y

const labelsOf = (text: string, line: string): Record<string, string> => {
  const labels: Record<string, string> = {}
  LABEL.lastIndex = 0
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text)
    if (match === null) throw new Error(`labels do not parse: ${line}`)
    labels[match[1]!] = match[2]!.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\")
  }
  return labels
}

// Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes "Nan").
const numberOf = (text: string, line: string) => {
  if (/^\+?inf$/i.test(text)) return Number.POSITIVE_INFINITY
  if (/^-inf$/i.test(text)) return Number.NEGATIVE_INFINITY
  if (/^nan$/i.test(text)) return Number.NaN
  const value = Number(text)
  if (!/^-?[0-9.e+-]+$/i.test(text) || Number.isNaN(value)) throw new Error(`value does not parse: ${line}`)
  return value
}

export const parsePrometheusText = (text: string): Exposition => {
  const samples: Array<Sample> = []
  const types = new Map<string, string>()
  for (const line of text.split("\n")) {
    if (line === "") continue
    if (line.startsWith("# HELP ")) continue
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line)
    if (type !== null) {
      types.set(type[1]!, type[2]!)
      continue
    }
    const sample = SAMPLE.exec(line)
    if (sample === null) throw new Error(`not a Prometheus line: ${line}`)
    samples.push({ name: sample[1]!, labels: sample[2] === undefined ? {} : labelsOf(sample[2], line), value: numberOf(sample[3]!, line) })
  }
  const find = (name: string, labels: Readonly<Record<string, string>> = {}) =>
    samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
  const value = (name: string, labels: Readonly<Record<string, string>> = {}) => {
    const found = find(name, labels)
    if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`)
    return found[0]?.value ?? 0
  }
  return { samples, types, find, value }
}
