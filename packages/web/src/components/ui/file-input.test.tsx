import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FileInput } from './file-input'

describe('FileInput', () => {
  it('is a native file input, with its attributes, before a Polish button hidden from assistive technology', () => {
    const html = renderToStaticMarkup(
      <FileInput id="avatar" accept="image/png" aria-describedby="avatar-hint" disabled />,
    )
    expect(html).toMatch(
      /^<span class="file-input"><input id="avatar" accept="image\/png" aria-describedby="avatar-hint" disabled="" type="file"\/>/,
    )
    expect(html).toMatch(
      /<span class="button button-secondary" aria-hidden="true"><svg[^>]*>.*<\/svg>Wybierz plik<\/span><\/span>$/,
    )
  })

  it('stays a file input whatever is passed', () => {
    const props = { type: 'text' } as object
    const html = renderToStaticMarkup(<FileInput {...props} />)
    expect(html).toContain('type="file"')
    expect(html).not.toContain('type="text"')
  })
})
