import { describe, expect, it } from 'vitest'
import { GeneralSettingsSchema, SettingsUpdateSchema } from '../user/user.schemas'
import {
  NicknameSchema,
  RankingEntrySchema,
  RankingQuerySchema,
  StatisticsQuerySchema,
} from './progress.schemas'
import { PROGRESS_TEXT } from './progress.text'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message

describe('NicknameSchema', () => {
  it.each([
    ['Kub', 'Kub'],
    ['a'.repeat(20), 'a'.repeat(20)],
    ['  Żółw_99  ', 'Żółw_99'],
    ['kuba.nowak-2', 'kuba.nowak-2'],
    ['ĄĆĘŁŃÓŚŹŻąćęłńóśźż'.slice(0, 20), 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż'],
  ])('takes %j as %j', (input, output) => {
    expect(NicknameSchema.parse(input)).toBe(output)
  })

  it.each([
    ['ab', PROGRESS_TEXT.nicknameLength],
    ['  ab  ', PROGRESS_TEXT.nicknameLength],
    ['a'.repeat(21), PROGRESS_TEXT.nicknameLength],
    ['Kuba Nowak', PROGRESS_TEXT.nicknameCharacters],
    ['kuba!', PROGRESS_TEXT.nicknameCharacters],
    ['кирилл', PROGRESS_TEXT.nicknameCharacters],
    ['<b>x</b>', PROGRESS_TEXT.nicknameCharacters],
    [42, PROGRESS_TEXT.nicknameLength],
  ])('refuses %j: %s', (input, message) => {
    expect(messageOf(NicknameSchema.safeParse(input))).toBe(message)
  })
})

describe('general settings', () => {
  const general = {
    imageUrl: null,
    displayName: 'Kuba Nowak',
    emailNotifications: true,
    parentDigest: true,
    nickname: null,
    showInRanking: true,
  }

  it('has the nickname and the ranking switch, and nothing loose', () => {
    expect(GeneralSettingsSchema.safeParse(general).success).toBe(true)
    expect(GeneralSettingsSchema.safeParse({ ...general, nickname: 'kuba_n' }).success).toBe(true)
    expect(GeneralSettingsSchema.safeParse({ ...general, showInRanking: 'yes' }).success).toBe(
      false,
    )
    expect(GeneralSettingsSchema.safeParse({ ...general, rank: 1 }).success).toBe(false)
  })

  it('updates either alone', () => {
    expect(SettingsUpdateSchema.safeParse({ general: { showInRanking: false } }).success).toBe(true)
    expect(SettingsUpdateSchema.safeParse({ general: { nickname: null } }).success).toBe(true)
    expect(SettingsUpdateSchema.safeParse({ general: { nickname: 'x' } }).success).toBe(false)
  })
})

describe('RankingQuerySchema', () => {
  it.each(['2025-W42', '2026-W53'.replace('53', '01'), '2020-W53'])('takes %s', (week) => {
    expect(RankingQuerySchema.safeParse({ week }).success).toBe(true)
  })

  it.each(['2025-42', '2025-W00', '2025-W53', '2025-w42', 'W42', '2025-W4'])(
    'refuses %s with the Polish message',
    (week) => {
      expect(messageOf(RankingQuerySchema.safeParse({ week }))).toBe(PROGRESS_TEXT.weekKey)
    },
  )

  it('defaults to the current week without one', () => {
    expect(RankingQuerySchema.parse({})).toEqual({})
  })
})

describe('RankingEntrySchema', () => {
  it('has no field that names a user', () => {
    expect(Object.keys(RankingEntrySchema.shape).sort()).toEqual(
      ['avatarUrl', 'displayName', 'isMe', 'level', 'place', 'xp'].sort(),
    )
  })
})

describe('StatisticsQuerySchema', () => {
  it.each([
    ['2025-10-13', '2025-10-13'],
    ['2025-01-01', '2025-12-31'],
    ['2024-01-01', '2024-12-31'],
    ['2025-09-01', '2026-09-01'],
  ])('takes %s to %s', (from, to) => {
    expect(StatisticsQuerySchema.safeParse({ from, to }).success).toBe(true)
  })

  it.each([
    ['2025-10-14', '2025-10-13', PROGRESS_TEXT.reversedRange],
    ['2025-09-01', '2026-09-02', PROGRESS_TEXT.rangeTooLong(367)],
    ['2025-02-29', '2025-03-01', PROGRESS_TEXT.noSuchDay],
    ['13.10.2025', '2025-10-20', PROGRESS_TEXT.dayKey],
  ])('refuses %s to %s', (from, to, message) => {
    expect(messageOf(StatisticsQuerySchema.safeParse({ from, to }))).toBe(message)
  })

  it('needs both ends', () => {
    expect(StatisticsQuerySchema.safeParse({ from: '2025-10-13' }).success).toBe(false)
  })
})
