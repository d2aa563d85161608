import { Upload } from 'lucide-react'
import type { ComponentProps } from 'react'
import './file-input.css'

/**
 * A file field in the kit's look: a secondary button that says 'Wybierz plik' in Polish whatever
 * the browser's language (a native file input's own button and 'no file chosen' are the
 * browser's words). The native input stays the control, laid over the button: the field's
 * <label>, the keyboard, focus and the file picker are the browser's. Each use shows what was
 * chosen in its own way (a preview, the import's list), so the input can be emptied after use.
 */
export function FileInput(input: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <span className="file-input">
      <input {...input} type="file" />
      <span className="button button-secondary" aria-hidden="true">
        <Upload aria-hidden="true" size={18} />
        Wybierz plik
      </span>
    </span>
  )
}
