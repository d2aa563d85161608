import { parse } from 'node:querystring'

const INDEXED = /^(.+)\[(\d{1,3})\]$/

/**
 * The query string as Node parses it, and an array the contract's typed client sends
 * (ts-rest writes `subjects[0]=a&subjects[1]=b`) read as repeated keys (`subjects=a&subjects=b`),
 * in its indices' order. Nothing else of `qs` (no nested objects): an unknown key stays unknown.
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const parsed = parse(text)
  const out: Record<string, string | string[]> = Object.create(null)
  const indexed: Record<string, [number, string][]> = Object.create(null)
  for (const [name, value] of Object.entries(parsed)) {
    if (value === undefined) continue
    const match = INDEXED.exec(name)
    if (!match) {
      out[name] = value
      continue
    }
    const values = Array.isArray(value) ? value : [value]
    ;(indexed[match[1]!] ??= []).push(...values.map((v): [number, string] => [Number(match[2]), v]))
  }
  for (const [name, entries] of Object.entries(indexed)) {
    const values = entries.sort((a, b) => a[0] - b[0]).map(([, v]) => v)
    const plain = out[name]
    out[name] =
      plain === undefined ? values : [...(Array.isArray(plain) ? plain : [plain]), ...values]
  }
  return out
}
