import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CourseFeedbackForm } from './course-feedback-form'
import { EndCourseFeedbackForm } from './end-course-feedback-form'

/** The web package has no DOM for tests: the forms' markup is checked as rendered on a server. */
const render = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>)

const radios = (html: string, name: string) =>
  html.match(new RegExp(`<input type="radio" name="${name}" value="[^"]+"`, 'g')) ?? []

describe('course feedback forms (markup)', () => {
  it('rate an episode with five labelled stars in a fieldset and an optional comment', () => {
    const html = render(<CourseFeedbackForm course="KED" weekIndex={1} episodeId="ked-w1-e1" />)
    expect(html).toContain('<legend>Jak oceniasz ten odcinek?</legend>')
    expect(radios(html, 'rating')).toHaveLength(5)
    expect(html).toContain('<label><input type="radio" name="rating" value="5"/>5 gwiazdek</label>')
    expect(html).toMatch(
      /<label for="([^"]+)">Komentarz \(nieobowiązkowy\)<\/label>.*<textarea name="comment" id="\1"/,
    )
    expect(html).toContain(
      '<button type="submit" class="button button-primary">Wyślij ocenę</button>',
    )
  })

  it('rate a whole week when no episode is given', () => {
    expect(render(<CourseFeedbackForm course="PED" weekIndex={0} />)).toContain(
      'Jak oceniasz ten tydzień?',
    )
  })

  it('ask at the end of the course for a rating, a recommendation, two texts and the consent', () => {
    const html = render(<EndCourseFeedbackForm course="KED" />)
    expect(radios(html, 'rating')).toHaveLength(5)
    expect(radios(html, 'wouldRecommend')).toHaveLength(2)
    expect(html).toContain('Co dało Ci najwięcej? (nieobowiązkowe)')
    expect(html).toContain('Co możemy poprawić? (nieobowiązkowe)')
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="allowPublishing"/)
    expect(html).toContain('Wyślij ankietę')
  })
})
