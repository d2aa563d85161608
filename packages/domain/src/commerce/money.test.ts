import { describe, expect, it } from 'vitest'
import { formatPln, savingOf, vatBreakdown, vatLine } from './money'

const NBSP = '\u00a0'

describe('formatPln', () => {
  it.each([
    [0, '0,00 zł'],
    [1, '0,01 zł'],
    [2_900, '29,00 zł'],
    [4_990, '49,90 zł'],
    [69_700, '697,00 zł'],
    // Polish groups digits only from five of them on.
    [149_700, '1497,00 zł'],
    [1_234_560, '12 345,60 zł'],
    [123_456_789, '1 234 567,89 zł'],
  ])('%i grosze → %s', (grosze, text) => {
    expect(formatPln(grosze)).toBe(text.replaceAll(' ', NBSP))
  })

  it('refuses anything but whole grosze', () => {
    expect(() => formatPln(69.5)).toThrow(RangeError)
    expect(() => formatPln(Number.NaN)).toThrow(RangeError)
  })
})

describe('vatBreakdown at 23%', () => {
  it.each([
    // gross, net, vat: net = round(gross / 1.23), vat = gross - net
    [69_700, 56_667, 13_033],
    [149_700, 121_707, 27_993],
    [4_900, 3_984, 916],
    [39_900, 32_439, 7_461],
    [29_700, 24_146, 5_554],
    [2_900, 2_358, 542],
    [100, 81, 19],
    [1, 1, 0],
    [0, 0, 0],
  ])('%i → net %i + VAT %i', (gross, net, vat) => {
    expect(vatBreakdown(gross)).toEqual({ gross, net, vat })
  })

  it('always adds up to the gross, and rounds half up at another rate', () => {
    for (let gross = 0; gross <= 20_000; gross += 7) {
      const { net, vat } = vatBreakdown(gross)
      expect(net + vat).toBe(gross)
      expect(Math.abs(net - gross / 1.23)).toBeLessThanOrEqual(0.5)
    }
    expect(vatBreakdown(135, 8)).toEqual({ gross: 135, net: 125, vat: 10 })
    // At 100% an odd gross halves exactly: 1.5 grosza is rounded up.
    expect(vatBreakdown(3, 100)).toEqual({ gross: 3, net: 2, vat: 1 })
    // 0%: everything is net.
    expect(vatBreakdown(4_900, 0)).toEqual({ gross: 4_900, net: 4_900, vat: 0 })
  })

  it('refuses negative and fractional prices', () => {
    expect(() => vatBreakdown(-100)).toThrow(RangeError)
    expect(() => vatBreakdown(10.5)).toThrow(RangeError)
  })
})

describe('savingOf', () => {
  it.each([
    [4_900, 39_900, 18_900, 32],
    [1_000, 12_000, 0, 0],
    [1_000, 13_000, 0, 0],
    [0, 0, 0, 0],
  ])('12 × %i vs %i saves %i (%i%)', (monthly, yearly, amount, percent) => {
    expect(savingOf(monthly, yearly)).toEqual({ amount, percent })
  })
})

describe('vatLine', () => {
  it.each([
    [69_700, 'w tym 23% VAT: 130,33 zł'],
    [4_900, 'w tym 23% VAT: 9,16 zł'],
    [39_900, 'w tym 23% VAT: 74,61 zł'],
    [0, 'w tym 23% VAT: 0,00 zł'],
  ])('%i grosze: %s', (gross, line) => {
    expect(vatLine(gross).replaceAll(NBSP, ' ')).toBe(line)
  })
})
