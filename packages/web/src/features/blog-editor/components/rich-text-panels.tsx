import type { Editor } from '@tiptap/react'
import { isWebAddress } from '../article-form'
import { UrlPanel } from './url-panel'

export type Panel = 'link' | 'image' | null

export function isLinkAddress(url: string): boolean {
  return isWebAddress(url) || /^mailto:[^\s]+@[^\s]+$/i.test(url)
}

export function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? ''
  return (
    <UrlPanel
      title="Link"
      fields={[{ name: 'href', label: 'Adres linku', initial: current, type: 'url' }]}
      submitLabel="Wstaw link"
      validate={({ href = '' }) =>
        isLinkAddress(href.trim())
          ? {}
          : { href: 'Podaj adres zaczynający się od https://, mailto: lub /' }
      }
      onSubmit={({ href = '' }) => {
        const url = href.trim()
        const chain = editor.chain().focus().extendMarkRange('link')
        if (editor.state.selection.empty && !editor.isActive('link')) {
          chain
            .insertContent({
              type: 'text',
              text: url,
              marks: [{ type: 'link', attrs: { href: url } }],
            })
            .run()
        } else {
          chain.setLink({ href: url }).run()
        }
        onDone()
      }}
      extra={
        current ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run()
              onDone()
            }}
          >
            Usuń link
          </button>
        ) : null
      }
      onCancel={onDone}
    />
  )
}

export function ImagePanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  return (
    <UrlPanel
      title="Obraz"
      fields={[
        { name: 'src', label: 'Adres obrazu', initial: '', type: 'url' },
        { name: 'alt', label: 'Opis obrazu (tekst alternatywny)', initial: '', type: 'text' },
      ]}
      submitLabel="Wstaw obraz"
      validate={({ src = '', alt = '' }) => ({
        ...(isWebAddress(src.trim())
          ? {}
          : { src: 'Podaj adres zaczynający się od https:// lub /' }),
        ...(alt.trim() ? {} : { alt: 'Opisz obraz dla osób, które go nie widzą' }),
      })}
      onSubmit={({ src = '', alt = '' }) => {
        editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run()
        onDone()
      }}
      onCancel={onDone}
    />
  )
}
