/**
 * Units of school physics and chemistry (issue 29): '36 km/h' is 10 m/s, '18 km' is 18000 m,
 * 'mol/dm3' is 'mol/dm³'. A unit is read into a factor to SI and a dimension, so an answer in
 * another unit of the same quantity is converted and one of another quantity is told apart.
 */

/** Exponents of metre, kilogram, second, mole, ampere, kelvin. */
export type Dimension = readonly [number, number, number, number, number, number]

export interface Unit {
  /** SI value of 1 of this unit (km: 1000, h: 3600, dm³: 0.001). */
  factor: number
  /** Added after the factor: only °C (0 °C = 273.15 K), and only as a unit on its own. */
  offset: number
  dimension: Dimension
}

const D = (m = 0, kg = 0, s = 0, mol = 0, A = 0, K = 0): Dimension => [m, kg, s, mol, A, K]

interface BaseUnit extends Unit {
  /** Takes the SI prefixes (km, mg, kJ, mmol, ml); min, h, t, % do not. */
  prefixes: boolean
}

const base = (factor: number, dimension: Dimension, prefixes = true, offset = 0): BaseUnit => ({
  factor,
  offset,
  dimension,
  prefixes,
})

const LENGTH = D(1)
const MASS = D(0, 1)
const TIME = D(0, 0, 1)
const ENERGY = D(2, 1, -2)
const PRESSURE = D(-1, 1, -2)
const NONE = D()

const BASE_UNITS: Record<string, BaseUnit> = {
  m: base(1, LENGTH),
  g: base(1e-3, MASS),
  t: base(1000, MASS, false),
  u: base(1.6605390666e-27, MASS, false),
  s: base(1, TIME),
  min: base(60, TIME, false),
  h: base(3600, TIME, false),
  mol: base(1, D(0, 0, 0, 1)),
  A: base(1, D(0, 0, 0, 0, 1)),
  K: base(1, D(0, 0, 0, 0, 0, 1)),
  '°C': base(1, D(0, 0, 0, 0, 0, 1), false, 273.15),
  l: base(1e-3, D(3)),
  L: base(1e-3, D(3)),
  /** Molar: mol/dm³. */
  M: base(1000, D(-3, 0, 0, 1)),
  J: base(1, ENERGY),
  eV: base(1.602176634e-19, ENERGY),
  cal: base(4.184, ENERGY),
  Wh: base(3600, ENERGY),
  N: base(1, D(1, 1, -2)),
  Pa: base(1, PRESSURE),
  bar: base(1e5, PRESSURE),
  atm: base(101_325, PRESSURE, false),
  mmHg: base(133.322387415, PRESSURE, false),
  W: base(1, D(2, 1, -3)),
  C: base(1, D(0, 0, 1, 0, 1)),
  V: base(1, D(2, 1, -3, 0, -1)),
  Ω: base(1, D(2, 1, -3, 0, -2)),
  ohm: base(1, D(2, 1, -3, 0, -2)),
  Hz: base(1, D(0, 0, -1)),
  '%': base(0.01, NONE, false),
  '‰': base(0.001, NONE, false),
  rad: base(1, NONE, false),
  '°': base(Math.PI / 180, NONE, false),
}

const PREFIXES: Record<string, number> = {
  G: 1e9,
  M: 1e6,
  k: 1e3,
  h: 1e2,
  d: 1e-1,
  c: 1e-2,
  m: 1e-3,
  µ: 1e-6,
  μ: 1e-6,
  u: 1e-6,
  n: 1e-9,
  p: 1e-12,
}

const SUPERSCRIPTS: Record<string, string> = {
  '⁻': '-',
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
}

/** A factor of a unit: a symbol, then an exponent as '^2', '^(-1)', '²', '⁻¹' or digits ('dm3'). */
const FACTOR = /^([^\d^⁻⁰¹²³⁴⁵⁶⁷⁸⁹-]+)(?:\^\(?(-?\d)\)?|(-?\d))?$/

/** The unit of a text ('km/h', 'mol/dm3', 'J/(mol·K)', 'm·s⁻²'), or null when it is not one. */
export function parseUnit(text: string): Unit | null {
  const normalised = text
    .trim()
    .replace(/[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => SUPERSCRIPTS[c] ?? c)
    .replace(/[*⋅∙×.]/g, '·')
    .replace(/\s*([/·])\s*/g, '$1')
  if (normalised === '' || normalised.length > 40) return null
  const [numerator = '', ...denominators] = normalised.split('/')
  let result: Unit = { factor: 1, offset: 0, dimension: NONE }
  let factors = 0
  let offset = 0
  const sides: [string, number][] = [
    [numerator, 1],
    ...denominators.map((d): [string, number] => [d, -1]),
  ]
  for (const [side, sign] of sides) {
    const inner = /^\((.*)\)$/.exec(side)?.[1] ?? side
    // '1/s' has a numerator of 1; nothing else may be empty.
    if (inner === '1' && sign === 1 && denominators.length > 0) continue
    for (const factorText of inner.split(/[·\s]+/)) {
      const match = FACTOR.exec(factorText)
      const symbol = match ? resolveSymbol(match[1] as string) : null
      if (!match || !symbol) return null
      const power = sign * Number(match[2] ?? match[3] ?? 1)
      if (power === 0) return null
      result = {
        factor: result.factor * symbol.factor ** power,
        offset: 0,
        dimension: combine(result.dimension, symbol.dimension, power),
      }
      if (symbol.offset !== 0) offset = power === 1 ? symbol.offset : Number.NaN
      factors++
    }
  }
  if (offset !== 0) {
    // °C converts only on its own: '°C/s' is a rate, where the offset has no meaning.
    if (factors !== 1 || denominators.length > 0 || Number.isNaN(offset)) return null
    result = { ...result, offset }
  }
  return factors > 0 ? result : null
}

/** The dimension of a product: a · b^power. */
function combine(a: Dimension, b: Dimension, power: number): Dimension {
  const [m, kg, s, mol, A, K] = a.map((e, i) => e + power * (b[i] as number)) as number[]
  return D(m, kg, s, mol, A, K)
}

function resolveSymbol(symbol: string): BaseUnit | null {
  const exact = BASE_UNITS[symbol]
  if (exact) return exact
  // Every prefix is one character ('da' is not taken).
  const prefix = PREFIXES[symbol.slice(0, 1)]
  const rest = BASE_UNITS[symbol.slice(1)]
  return prefix !== undefined && rest?.prefixes ? { ...rest, factor: prefix * rest.factor } : null
}

export function sameDimension(a: Unit, b: Unit): boolean {
  return a.dimension.every((e, i) => e === b.dimension[i])
}

/** A value in `from` expressed in `to` (same dimension): 36 km/h → 10 m/s. */
export function convertValue(value: number, from: Unit, to: Unit): number {
  return (value * from.factor + from.offset - to.offset) / to.factor
}

const DIMENSION_NAMES: Record<string, string> = {
  [LENGTH.join()]: 'długości',
  [MASS.join()]: 'masy',
  [TIME.join()]: 'czasu',
  [D(1, 0, -1).join()]: 'prędkości',
  [D(1, 0, -2).join()]: 'przyspieszenia',
  [D(2).join()]: 'pola powierzchni',
  [D(3).join()]: 'objętości',
  [D(-3, 1).join()]: 'gęstości',
  [D(0, 0, 0, 1).join()]: 'liczności materii',
  [D(0, 1, 0, -1).join()]: 'masy molowej',
  [D(-3, 0, 0, 1).join()]: 'stężenia molowego',
  [ENERGY.join()]: 'energii',
  [D(1, 1, -2).join()]: 'siły',
  [PRESSURE.join()]: 'ciśnienia',
  [D(2, 1, -3).join()]: 'mocy',
  [D(0, 0, -1).join()]: 'częstotliwości',
  [D(0, 0, 1, 0, 1).join()]: 'ładunku',
  [D(0, 0, 0, 0, 1).join()]: 'natężenia prądu',
  [D(2, 1, -3, 0, -1).join()]: 'napięcia',
  [D(2, 1, -3, 0, -2).join()]: 'oporu',
  [D(0, 0, 0, 0, 0, 1).join()]: 'temperatury',
}

/** The Polish genitive of a unit's quantity ('prędkości'), null when it has no common name. */
export function quantityName(unit: Unit): string | null {
  return DIMENSION_NAMES[unit.dimension.join()] ?? null
}

/** The unit as the pages show it: 'mol/dm3' → 'mol/dm³', 'm*s^-2' → 'm·s⁻²'. */
export function displayUnit(text: string): string {
  const up: Record<string, string> = { '-': '⁻', '1': '¹', '2': '²', '3': '³', '4': '⁴' }
  return text
    .trim()
    .replace(/\s*[*⋅∙×]\s*/g, '·')
    .replace(/\s*\/\s*/g, '/')
    .replace(/([A-Za-zµμΩ])\^?\(?(-?[1-4])\)?(?![\d])/g, (_, symbol: string, power: string) => {
      return symbol + [...power].map((c) => up[c] ?? c).join('')
    })
}
