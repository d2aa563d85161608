import { describe, expect, it } from 'vitest'
import {
  convertValue,
  displayUnit,
  parseUnit,
  quantityName,
  sameDimension,
  type Unit,
} from './units'

const unit = (text: string): Unit => {
  const parsed = parseUnit(text)
  if (!parsed) throw new Error(`not a unit: ${text}`)
  return parsed
}

describe('units: conversion within a quantity', () => {
  it.each([
    [36, 'km/h', 'm/s', 10],
    [10, 'm/s', 'km/h', 36],
    [18, 'km', 'm', 18_000],
    [15, 'min', 'h', 0.25],
    [2, 'h', 's', 7200],
    [98, 'g/mol', 'kg/mol', 0.098],
    [1, 'dm³', 'l', 1],
    [1, 'dm3', 'cm3', 1000],
    [250, 'ml', 'dm^3', 0.25],
    [250, 'mL', 'L', 0.25],
    [1, 'm³', 'dm³', 1000],
    [0.5, 'mol/dm3', 'mol/l', 0.5],
    [0.5, 'mol/dm³', 'M', 0.5],
    [0.5, 'M', 'mmol/cm3', 0.5],
    [2, 'mmol', 'mol', 0.002],
    [1.5, 'kJ', 'J', 1500],
    [1, 'kWh', 'MJ', 3.6],
    [1, 'kcal', 'J', 4184],
    [1013, 'hPa', 'Pa', 101_300],
    [1, 'atm', 'Pa', 101_325],
    [9.81, 'm/s²', 'm·s⁻²', 9.81],
    [9.81, 'm/s^2', 'm/s/s', 9.81],
    [1, 'N', 'kg·m/s²', 1],
    [1, 'J', 'N m', 1],
    [8.314, 'J/(mol·K)', 'J/mol/K', 8.314],
    [1, 'g/cm3', 'kg/m3', 1000],
    [1, 'Hz', '1/s', 1],
    [1, 'µm', 'm', 1e-6],
    [1, 'um', 'nm', 1000],
    [0, '°C', 'K', 273.15],
    [300, 'K', '°C', 26.85],
    [50, '%', '‰', 500],
    [180, '°', 'rad', Math.PI],
  ])('%d %s = %d %s', (value, from, to, expected) => {
    const [a, b] = [unit(from), unit(to)]
    expect(sameDimension(a, b)).toBe(true)
    expect(convertValue(value, a, b)).toBeCloseTo(expected, 9)
  })

  it.each([
    ['kg', 'm/s'],
    ['m', 's'],
    ['km/h', 'm/s²'],
    ['g', 'g/mol'],
    ['mol', 'mol/dm3'],
    ['l', 'm²'],
    ['J', 'W'],
    ['%', 'm'],
  ])('%s and %s are different quantities', (a, b) => {
    expect(sameDimension(unit(a), unit(b))).toBe(false)
  })

  it.each(['', 'metrów', 'xyz', 'km/', '/h', 'm^0', '°C/s', '°C²', 'kmin', 'kh', 'kt', '2m'])(
    '%j is not a unit',
    (text) => {
      expect(parseUnit(text)).toBeNull()
    },
  )

  it.each([
    ['m/s', 'prędkości'],
    ['km/h', 'prędkości'],
    ['m', 'długości'],
    ['g/mol', 'masy molowej'],
    ['mol/dm3', 'stężenia molowego'],
    ['dm³', 'objętości'],
    ['kJ', 'energii'],
    ['m·s', null],
  ])('%s measures %s', (text, name) => {
    expect(quantityName(unit(text))).toBe(name)
  })

  it.each([
    ['mol/dm3', 'mol/dm³'],
    ['m/s^2', 'm/s²'],
    ['m * s^-2', 'm·s⁻²'],
    ['km / h', 'km/h'],
    ['g/mol', 'g/mol'],
  ])('%s is shown as %s', (text, shown) => {
    expect(displayUnit(text)).toBe(shown)
  })
})
