// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../lib/testing/render'
import { CodeBlock } from './code-block'

afterEach(() => vi.restoreAllMocks())

describe('CodeBlock', () => {
  it('copies the code and says so', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { container, unmount } = await render(
      <CodeBlock code={'print(1)\n'}>
        <code>print(1)</code>
      </CodeBlock>,
    )
    const button = container.querySelector('button') as HTMLButtonElement
    expect(button.textContent).toBe('Kopiuj kod')
    await act(async () => button.click())
    expect(writeText).toHaveBeenCalledWith('print(1)\n')
    expect(button.textContent).toBe('Skopiowano')
    unmount()
  })
})
