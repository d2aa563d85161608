import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DOMINATION_PLAN_SETTINGS,
  DEFAULT_LEARNING_PLANNER_SETTINGS,
  DominationPlanSettingsSchema,
  LearningPlannerSettingsSchema,
  minutesOfDay,
  SettingsUpdateSchema,
  WeekWindowsSchema,
} from './user.schemas'

const NONE = { MON: [], TUE: [], WED: [], THU: [], FRI: [], SAT: [], SUN: [] }
const firstIssue = (result: {
  success: boolean
  error?: { issues: { path: unknown[]; message: string }[] }
}) => {
  expect(result.success).toBe(false)
  const issue = result.error?.issues[0]
  return `${issue?.path.join('.')}: ${issue?.message}`
}

describe('minutesOfDay', () => {
  it.each([
    ['00:00', 0],
    ['16:30', 990],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:01', Number.NaN],
    ['7:00', Number.NaN],
    ['12:60', Number.NaN],
  ])('%s is %d', (time, minutes) => {
    expect(minutesOfDay(time)).toBe(minutes)
  })
})

describe('WeekWindowsSchema', () => {
  const week = (MON: { start: string; end: string }[]) =>
    WeekWindowsSchema.safeParse({ ...NONE, MON })

  it('takes 0–3 windows a day, one ending at midnight, touching windows too', () => {
    expect(
      week([
        { start: '06:00', end: '08:00' },
        { start: '08:00', end: '10:00' },
        { start: '22:00', end: '24:00' },
      ]).success,
    ).toBe(true)
    expect(
      WeekWindowsSchema.safeParse({ ...NONE, SUN: [{ start: '00:00', end: '24:00' }] }).success,
    ).toBe(true)
  })

  it.each([
    [[{ start: '16:00', end: '16:00' }], 'MON.0.end: Koniec musi być później niż początek.'],
    [[{ start: '18:00', end: '16:00' }], 'MON.0.end: Koniec musi być później niż początek.'],
    [[{ start: '24:00', end: '24:00' }], 'MON.0.start: Podaj godzinę w formacie gg:mm, np. 16:00.'],
    [
      [{ start: '16:00', end: '00:00' }],
      'MON.0.end: Podaj godzinę końca w formacie gg:mm, od 00:01 do 24:00.',
    ],
    [[{ start: '6:00', end: '08:00' }], 'MON.0.start: Podaj godzinę w formacie gg:mm, np. 16:00.'],
    [
      [
        { start: '16:00', end: '18:00' },
        { start: '17:59', end: '19:00' },
      ],
      'MON: W poniedziałek dostępny czas przekracza 24 godziny.',
    ],
    [
      [
        { start: '08:00', end: '09:00' },
        { start: '10:00', end: '11:00' },
        { start: '12:00', end: '13:00' },
        { start: '14:00', end: '15:00' },
      ],
      'MON: Na jeden dzień możesz ustawić najwyżej 3 okna czasowe.',
    ],
    [[], ': Dodaj przynajmniej jeden dzień z czasem na naukę.'],
  ])('refuses %j', (windows, issue) => {
    expect(firstIssue(week(windows))).toBe(issue)
  })

  it('names the day in the overfull message', () => {
    const overlapping = [
      { start: '10:00', end: '12:00' },
      { start: '11:00', end: '13:00' },
    ]
    expect(firstIssue(WeekWindowsSchema.safeParse({ ...NONE, TUE: overlapping }))).toBe(
      'TUE: We wtorek dostępny czas przekracza 24 godziny.',
    )
  })

  it('needs every weekday and no other key', () => {
    const { SUN: _sunday, ...sixDays } = { ...NONE, MON: [{ start: '16:00', end: '17:00' }] }
    expect(WeekWindowsSchema.safeParse(sixDays).success).toBe(false)
    expect(
      WeekWindowsSchema.safeParse({ ...NONE, MON: [{ start: '16:00', end: '17:00' }], NIE: [] })
        .success,
    ).toBe(false)
  })
})

describe('LearningPlannerSettingsSchema', () => {
  it('takes the defaults: 25 / 5 / 15 every 4, Monday to Friday 16:00–18:00', () => {
    expect(LearningPlannerSettingsSchema.parse(DEFAULT_LEARNING_PLANNER_SETTINGS)).toEqual(
      DEFAULT_LEARNING_PLANNER_SETTINGS,
    )
    expect(DEFAULT_LEARNING_PLANNER_SETTINGS).toMatchObject({
      sessionMinutes: 25,
      breakMinutes: 5,
      longBreakMinutes: 15,
      longBreakEvery: 4,
    })
  })

  it.each([
    [{ sessionMinutes: 15 }, true],
    [{ sessionMinutes: 90 }, true],
    [{ breakMinutes: 3 }, true],
    [{ breakMinutes: 30 }, true],
    [{ longBreakMinutes: 10 }, true],
    [{ longBreakMinutes: 45 }, true],
    [{ longBreakEvery: 2 }, true],
    [{ longBreakEvery: 6 }, true],
    [{ reminderMinutesBefore: null }, true],
    [{ reminderMinutesBefore: 0 }, true],
  ])('takes the bound %j', (change, ok) => {
    expect(
      LearningPlannerSettingsSchema.safeParse({ ...DEFAULT_LEARNING_PLANNER_SETTINGS, ...change })
        .success,
    ).toBe(ok)
  })

  it.each([
    [{ sessionMinutes: 14 }, 'sessionMinutes: Sesja nauki może trwać od 15 do 90 minut.'],
    [{ sessionMinutes: 91 }, 'sessionMinutes: Sesja nauki może trwać od 15 do 90 minut.'],
    [{ sessionMinutes: 25.5 }, 'sessionMinutes: Sesja nauki może trwać od 15 do 90 minut.'],
    [{ breakMinutes: 2 }, 'breakMinutes: Przerwa może trwać od 3 do 30 minut.'],
    [{ breakMinutes: 31 }, 'breakMinutes: Przerwa może trwać od 3 do 30 minut.'],
    [{ longBreakMinutes: 9 }, 'longBreakMinutes: Długa przerwa może trwać od 10 do 45 minut.'],
    [{ longBreakMinutes: 46 }, 'longBreakMinutes: Długa przerwa może trwać od 10 do 45 minut.'],
    [{ longBreakEvery: 1 }, 'longBreakEvery: Długa przerwa może wypadać co 2 do 6 sesji.'],
    [{ longBreakEvery: 7 }, 'longBreakEvery: Długa przerwa może wypadać co 2 do 6 sesji.'],
    [
      { reminderMinutesBefore: 61 },
      'reminderMinutesBefore: Przypomnienie może przyjść od 0 do 60 minut przed blokiem.',
    ],
    [{ studyDays: ['MON'] }, ": Unrecognized key(s) in object: 'studyDays'"],
  ])('refuses %j', (change, issue) => {
    expect(
      firstIssue(
        LearningPlannerSettingsSchema.safeParse({
          ...DEFAULT_LEARNING_PLANNER_SETTINGS,
          ...change,
        }),
      ),
    ).toBe(issue)
  })
})

describe('DominationPlanSettingsSchema', () => {
  it('takes the defaults: Sunday 18:00, the school year, an e-mail', () => {
    expect(DominationPlanSettingsSchema.parse(DEFAULT_DOMINATION_PLAN_SETTINGS)).toEqual({
      checkInWeekday: 'SUN',
      checkInTime: '18:00',
      yearStartMonth: 9,
      emailReminder: true,
    })
  })

  it.each([
    [
      { checkInWeekday: 'MON' },
      'checkInWeekday: Podsumowanie tygodnia wybierz na czwartek, piątek, sobotę albo niedzielę.',
    ],
    [
      { checkInWeekday: 'WED' },
      'checkInWeekday: Podsumowanie tygodnia wybierz na czwartek, piątek, sobotę albo niedzielę.',
    ],
    [{ checkInTime: '24:00' }, 'checkInTime: Podaj godzinę w formacie gg:mm, np. 16:00.'],
    [{ yearStartMonth: 0 }, 'yearStartMonth: Rok planu zaczyna się w miesiącu od 1 do 12.'],
    [{ yearStartMonth: 13 }, 'yearStartMonth: Rok planu zaczyna się w miesiącu od 1 do 12.'],
    [{ mainGoal: '' }, ": Unrecognized key(s) in object: 'mainGoal'"],
  ])('refuses %j', (change, issue) => {
    expect(
      firstIssue(
        DominationPlanSettingsSchema.safeParse({ ...DEFAULT_DOMINATION_PLAN_SETTINGS, ...change }),
      ),
    ).toBe(issue)
  })

  it.each(['THU', 'FRI', 'SAT'])('takes %s as the check-in day', (checkInWeekday) => {
    expect(
      DominationPlanSettingsSchema.safeParse({
        ...DEFAULT_DOMINATION_PLAN_SETTINGS,
        checkInWeekday,
      }).success,
    ).toBe(true)
  })
})

describe('SettingsUpdateSchema', () => {
  it('takes a part of either section, the windows whole', () => {
    expect(SettingsUpdateSchema.safeParse({ learningPlanner: { sound: false } }).success).toBe(true)
    expect(
      SettingsUpdateSchema.safeParse({ dominationPlan: { checkInTime: '20:30' } }).success,
    ).toBe(true)
    expect(
      SettingsUpdateSchema.safeParse({ learningPlanner: { windows: { MON: [] } } }).success,
    ).toBe(false)
  })
})
