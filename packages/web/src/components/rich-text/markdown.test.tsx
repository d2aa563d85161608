import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import Markdown from './markdown'

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />)

describe('Markdown with math', () => {
  it('typesets inline and display TeX with KaTeX', () => {
    const out = html(
      'Wyróżnik: $\\Delta = b^2 - 4ac$\n\n$$\n\\sin^2\\alpha + \\cos^2\\alpha = 1\n$$',
    )
    expect(out).toContain('class="katex"')
    expect(out).toContain('katex-display')
    expect(out).toContain(
      '<annotation encoding="application/x-tex">\\Delta = b^2 - 4ac</annotation>',
    )
  })

  it('keeps broken TeX as its source text, without an error message', () => {
    const out = html('Zły wzór: $\\frac{1}{$ i dalej')
    expect(out).toContain('\\frac{1}{')
    expect(out).not.toMatch(/ParseError|KaTeX parse error/)
  })

  it('drops raw HTML, unsafe links and pictures from elsewhere', () => {
    const out = html(
      '<script>alert(1)</script>\n\n<b onclick="x()">b</b> [klik](javascript:alert(1)) ![mapa](https://zly.example/x.png)',
    )
    expect(out).not.toMatch(/<script|<b |onclick|javascript:|<img/)
    expect(out).toContain('mapa')
  })

  it('refuses trusted TeX commands (no links from \\href)', () => {
    const out = html('$\\href{javascript:alert(1)}{x}$')
    expect(out).not.toMatch(/<a |href=/)
  })

  it('renders Markdown: emphasis, lists and safe links that open apart', () => {
    const out = html('**ważne**\n\n- jeden\n- dwa\n\n[strona](https://example.com)')
    expect(out).toContain('<strong>ważne</strong>')
    expect(out).toContain('<li>dwa</li>')
    expect(out).toContain(
      'href="https://example.com" target="_blank" rel="noopener noreferrer nofollow"',
    )
  })

  it('renders GitHub tables (scrolling in their own box), task lists and strikethrough', () => {
    const out = html('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] zrobione\n\n~~stare~~')
    expect(out).toContain('<div class="rich-text-table"><table>')
    expect(out).toContain('<td>2</td>')
    expect(out).toContain('type="checkbox"')
    expect(out).toContain('<del>stare</del>')
  })

  it('gives a code block a copy button and leaves TeX inside code alone', () => {
    const out = html('```python\nprint("$x$")\n```')
    expect(out).toContain('class="code-block"')
    expect(out).toContain('Kopiuj kod')
    expect(out).not.toContain('class="katex"')
  })

  it('keeps an unclosed $ of an answer still streaming as text', () => {
    const out = html('Policz $\\Delta = b^2')
    expect(out).toContain('$\\Delta = b^2')
    expect(out).not.toContain('katex')
  })
})
