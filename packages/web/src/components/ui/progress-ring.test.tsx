// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '../../lib/testing/render'
import { ProgressRing } from './progress-ring'

afterEach(() => document.body.replaceChildren())

describe('ProgressRing', () => {
  it('is a progressbar with its Polish label, its values and the percentage inside', async () => {
    const { container } = await render(<ProgressRing value={12} max={20} label="Cel dnia" />)
    const ring = container.querySelector('[role="progressbar"]')!
    expect(ring.getAttribute('aria-label')).toBe('Cel dnia')
    expect(ring.getAttribute('aria-valuemin')).toBe('0')
    expect(ring.getAttribute('aria-valuemax')).toBe('20')
    expect(ring.getAttribute('aria-valuenow')).toBe('12')
    expect(ring.getAttribute('aria-valuetext')).toBe('60%')
    expect(ring.querySelector('.progress-ring-value')?.textContent).toBe('60%')
    expect(ring.querySelector('.progress-ring-fill')?.getAttribute('stroke-dashoffset')).toBe('40')
    // The drawing and the number inside are said by the attributes, not read twice.
    expect(ring.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(ring.querySelector('.progress-ring-value')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('says a given value text and shows given content in the middle', async () => {
    const { container } = await render(
      <ProgressRing value={3} max={10} label="Fiszki na dziś" valueText="3 z 10 fiszek">
        3/10
      </ProgressRing>,
    )
    const ring = container.querySelector('[role="progressbar"]')!
    expect(ring.getAttribute('aria-valuetext')).toBe('3 z 10 fiszek')
    expect(ring.textContent).toBe('3/10')
  })

  it('keeps the value within 0 and max, and draws no arc at 0', async () => {
    const { container } = await render(
      <>
        <ProgressRing value={15} max={10} label="Za dużo" />
        <ProgressRing value={-2} max={10} label="Zero" />
        <ProgressRing value={0} max={0} label="Nic do zrobienia" />
      </>,
    )
    const [over, under, empty] = container.querySelectorAll('[role="progressbar"]')
    expect(over!.getAttribute('aria-valuenow')).toBe('10')
    expect(over!.textContent).toBe('100%')
    expect(under!.getAttribute('aria-valuenow')).toBe('0')
    expect(under!.querySelector('.progress-ring-fill')).toBeNull()
    expect(empty!.textContent).toBe('0%')
  })
})
