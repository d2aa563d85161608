import { describe, expect, it } from 'vitest'
import {
  NICKNAME_BLOCKLIST,
  foldNickname,
  isNicknameBlocked,
  leagueName,
  nicknameKey,
  shortName,
} from './nickname'

describe('shortName', () => {
  it.each([
    ['Kuba Nowak', 'Kuba N.'],
    ['  Kuba   Nowak ', 'Kuba N.'],
    ['Anna Maria Wiśniewska', 'Anna W.'],
    ['Jan Nowak-Kowalski', 'Jan N.'],
    ['Ola łukasiewicz', 'Ola Ł.'],
    ['Zosia', 'Zosia'],
    ['', ''],
  ])('%j → %j', (name, short) => {
    expect(shortName(name)).toBe(short)
  })
})

describe('leagueName', () => {
  it('is the nickname when there is one, else the short name', () => {
    expect(leagueName('kuba_n', 'Kuba Nowak')).toBe('kuba_n')
    expect(leagueName(null, 'Kuba Nowak')).toBe('Kuba N.')
  })
})

describe('nicknameKey', () => {
  it.each([
    ['Kuba_N', 'kuba_n'],
    ['ŻÓŁW', 'żółw'],
    [' Ala ', 'ala'],
  ])('%j and %j are one nickname', (a, b) => {
    expect(nicknameKey(a)).toBe(nicknameKey(b))
  })

  it('keeps Polish letters apart from plain ones', () => {
    expect(nicknameKey('Żółw')).not.toBe(nicknameKey('Zolw'))
  })
})

describe('isNicknameBlocked', () => {
  it.each([
    'kurwa',
    'KURWA',
    'ku_rwa',
    'k.u.r.w.a',
    'kuuurwa',
    'kurw4',
    'chujek',
    'Pi3rdolę',
    'hitler88',
  ])('refuses %j', (nickname) => {
    expect(isNicknameBlocked(nickname)).toBe(true)
  })

  it.each(['Kuba_N', 'matma.król', 'Żółw', 'principal', 'szmaragd', 'Huśtawka', 'rower_pedaluje'])(
    'takes %j',
    (nickname) => {
      expect(isNicknameBlocked(nickname)).toBe(false)
    },
  )

  it('blocks every stem of its list as a nickname of its own', () => {
    for (const stem of NICKNAME_BLOCKLIST) expect(isNicknameBlocked(stem), stem).toBe(true)
  })

  it('folds case, Polish letters, digits as letters, separators and repeats', () => {
    expect(foldNickname('Ż0ŁW_--..ąąą')).toBe('zolwa')
  })
})
