import { SUPPORT_WIDGET_DELAY_MS } from '@app/domain/shared/constants'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_INTERACTION_EVENTS, loadOnFirstInteraction } from './schedule'

describe('loadOnFirstInteraction', () => {
  let target: EventTarget
  let load: ReturnType<typeof vi.fn<() => void>>

  beforeEach(() => {
    vi.useFakeTimers()
    target = new EventTarget()
    load = vi.fn<() => void>()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads after 10 s when the user does nothing', () => {
    loadOnFirstInteraction(target, load, SUPPORT_WIDGET_DELAY_MS)
    vi.advanceTimersByTime(SUPPORT_WIDGET_DELAY_MS - 1)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(load).toHaveBeenCalledOnce()
  })

  it.each(FIRST_INTERACTION_EVENTS)('loads at once on the first %s', (type) => {
    loadOnFirstInteraction(target, load, SUPPORT_WIDGET_DELAY_MS)
    vi.advanceTimersByTime(3000)
    target.dispatchEvent(new Event(type))
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads only once: later interactions and the timer do nothing', () => {
    loadOnFirstInteraction(target, load, SUPPORT_WIDGET_DELAY_MS)
    target.dispatchEvent(new Event('keydown'))
    target.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(SUPPORT_WIDGET_DELAY_MS * 2)
    expect(load).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('after the timer, interactions do nothing', () => {
    loadOnFirstInteraction(target, load, SUPPORT_WIDGET_DELAY_MS)
    vi.advanceTimersByTime(SUPPORT_WIDGET_DELAY_MS)
    target.dispatchEvent(new Event('scroll'))
    expect(load).toHaveBeenCalledOnce()
  })

  it('ignores events that are not interactions', () => {
    loadOnFirstInteraction(target, load, SUPPORT_WIDGET_DELAY_MS)
    target.dispatchEvent(new Event('mousemove'))
    target.dispatchEvent(new Event('focus'))
    expect(load).not.toHaveBeenCalled()
  })

  it('never loads once cancelled', () => {
    const cancel = loadOnFirstInteraction(target, load, SUPPORT_WIDGET_DELAY_MS)
    cancel()
    target.dispatchEvent(new Event('touchstart'))
    vi.advanceTimersByTime(SUPPORT_WIDGET_DELAY_MS)
    expect(load).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
