import { describe, expect, it } from 'vitest'
import { RATING_OPTIONS } from './copy'
import {
  ContactFormSchema,
  CourseFeedbackFormSchema,
  EndCourseFeedbackFormSchema,
  contactPayload,
  courseFeedbackPayload,
  endCourseFeedbackPayload,
} from './feedback-forms'

const firstError = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('contact form', () => {
  it('sends the trimmed message with a lower-cased email', () => {
    expect(
      contactPayload({
        name: ' Ola ',
        email: ' Ola@Example.COM ',
        message: ' Dzień dobry, pytanie. ',
      }),
    ).toEqual({ name: 'Ola', email: 'ola@example.com', message: 'Dzień dobry, pytanie.' })
  })

  it('explains every empty field in Polish', () => {
    const result = ContactFormSchema.safeParse({ name: '', email: '', message: '' })
    // The form shows the first message of each field.
    const first = new Map<unknown, string>()
    for (const issue of result.error?.issues ?? [])
      if (!first.has(issue.path[0])) first.set(issue.path[0], issue.message)
    expect(Object.fromEntries(first)).toEqual({
      name: 'Imię musi mieć co najmniej 2 znaki',
      email: 'Podaj adres email',
      message: 'Wiadomość musi mieć co najmniej 10 znaków',
    })
  })
})

describe('course feedback form', () => {
  it('asks for a rating first', () => {
    expect(firstError(CourseFeedbackFormSchema.safeParse({ comment: '' }))).toBe('Wybierz ocenę')
    expect(firstError(CourseFeedbackFormSchema.safeParse({ rating: '7' }))).toBe('Wybierz ocenę')
  })

  it('turns the answers into the contract payload, without an empty comment', () => {
    expect(
      courseFeedbackPayload(
        { course: 'KED', weekIndex: 3, episodeId: 'ked-w3-e2' },
        { rating: '4', comment: '  ' },
      ),
    ).toEqual({ course: 'KED', weekIndex: 3, episodeId: 'ked-w3-e2', rating: 4 })
    expect(
      courseFeedbackPayload({ course: 'PED', weekIndex: 0 }, { rating: '5', comment: ' Super ' }),
    ).toEqual({ course: 'PED', weekIndex: 0, rating: 5, comment: 'Super' })
  })
})

describe('end-of-course survey', () => {
  it('needs the rating and the recommendation', () => {
    const result = EndCourseFeedbackFormSchema.safeParse({ allowPublishing: false })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Wybierz ocenę',
      'Zaznacz odpowiedź',
    ])
  })

  it('turns the answers into the contract payload', () => {
    expect(
      endCourseFeedbackPayload('ZN', {
        rating: '3',
        wouldRecommend: 'nie',
        bestPart: 'Moduł o komunikacji',
        improvements: '',
        allowPublishing: true,
      }),
    ).toEqual({
      course: 'ZN',
      rating: 3,
      wouldRecommend: false,
      bestPart: 'Moduł o komunikacji',
      allowPublishing: true,
    })
  })
})

describe('rating labels', () => {
  it('use the Polish plural of a star', () => {
    expect(RATING_OPTIONS.map((option) => option.label)).toEqual([
      '1 gwiazdka',
      '2 gwiazdki',
      '3 gwiazdki',
      '4 gwiazdki',
      '5 gwiazdek',
    ])
  })
})
