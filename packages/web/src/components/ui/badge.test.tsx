import { Check } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Badge } from './badge'
import { SubjectChip } from './subject-chip'

describe('Badge', () => {
  it.each(['neutral', 'brand', 'accent', 'success', 'warning', 'danger'] as const)(
    'takes the %s tone',
    (tone) => {
      const html = renderToStaticMarkup(<Badge tone={tone}>Nowe</Badge>)
      expect(html).toBe(`<span class="badge badge-${tone}">Nowe</span>`)
    },
  )

  it('is neutral by default and keeps its icon out of the accessible name', () => {
    const html = renderToStaticMarkup(<Badge icon={Check}>obejrzane</Badge>)
    expect(html).toMatch(/^<span class="badge badge-neutral"><svg[^>]*aria-hidden="true"/)
    expect(html).toMatch(/<\/svg>obejrzane<\/span>$/)
  })
})

describe('SubjectChip', () => {
  it('shows the subject as typed, in the colours of its key', () => {
    const html = renderToStaticMarkup(<SubjectChip subject="Język polski" />)
    expect(html).toContain('data-subject="polish"')
    expect(html).toContain('>Język polski</span>')
    // The dot is decoration: the name says the subject.
    expect(html).toContain('<span aria-hidden="true" class="subject-chip-dot"></span>')
  })

  it("gives a subject not on the map the 'other' colours", () => {
    const html = renderToStaticMarkup(<SubjectChip subject="Plastyka" />)
    expect(html).toContain('data-subject="other"')
    expect(html).toContain('>Plastyka</span>')
  })

  it('names an empty subject instead of showing an empty chip', () => {
    expect(renderToStaticMarkup(<SubjectChip subject="  " />)).toContain('>Inny przedmiot</span>')
  })
})
