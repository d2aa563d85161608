import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { isWebAddress } from '../article-form'
import { UrlPanel } from './url-panel'

export interface RichTextEditorProps {
  label: string
  /** The HTML the editor starts with (later changes of the prop are ignored). */
  initialHtml: string
  /** Every change: the editor's HTML, or '' when it holds nothing. */
  onChange: (html: string) => void
  onBlur?: () => void
  error?: string
  /** Receives a handle that focuses the editor (react-hook-form focuses the first invalid field). */
  focusRef?: (handle: { focus: () => void }) => void
}

type Panel = 'link' | 'image' | null

/**
 * The article's rich text (Tiptap): headings, lists, quotes, bold, italic, links and images by
 * address, with a toolbar of real buttons (toggles say their state with aria-pressed; arrow keys
 * move between them, Tab leaves the toolbar). The usual shortcuts work in the text too
 * (Ctrl+B, Ctrl+I, Ctrl+Z…).
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  onBlur,
  error,
  focusRef,
}: RichTextEditorProps) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const editorId = `${id}-editor`
  const [panel, setPanel] = useState<Panel>(null)
  // The editor is created once; its callbacks reach the latest props through refs.
  const changeRef = useRef(onChange)
  const blurRef = useRef(onBlur)
  const focusRefRef = useRef(focusRef)
  useEffect(() => {
    changeRef.current = onChange
    blurRef.current = onBlur
    focusRefRef.current = focusRef
  })

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => isLinkAddress(url),
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => changeRef.current(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => blurRef.current?.(),
  })

  // The editable area is the labelled, described text box of the form.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id: editorId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          class: 'rich-text-content',
        },
      },
    })
  }, [editor, editorId, labelId, errorId, error])

  useEffect(() => {
    focusRefRef.current?.({ focus: () => editor.commands.focus() })
  }, [editor])

  const closePanel = () => {
    setPanel(null)
    editor.commands.focus()
  }

  return (
    <div className="field rich-text">
      <span id={labelId} className="rich-text-label">
        {label}
      </span>
      <Toolbar editor={editor} editorId={editorId} panel={panel} onPanel={setPanel} />
      {panel === 'link' && <LinkPanel editor={editor} onDone={closePanel} />}
      {panel === 'image' && <ImagePanel editor={editor} onDone={closePanel} />}
      <EditorContent editor={editor} className="rich-text-frame" />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

function isLinkAddress(url: string): boolean {
  return isWebAddress(url) || /^mailto:[^\s]+@[^\s]+$/i.test(url)
}

interface ToolbarButton {
  label: string
  run: () => void
  /** For toggles: whether the format is on at the cursor. */
  pressed?: boolean
  disabled?: boolean
  /** For buttons that open a panel. */
  expanded?: boolean
}

function Toolbar({
  editor,
  editorId,
  panel,
  onPanel,
}: {
  editor: Editor
  editorId: string
  panel: Panel
  onPanel: (panel: Panel) => void
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const toggle = (which: Exclude<Panel, null>) => onPanel(panel === which ? null : which)

  const buttons: ToolbarButton[] = [
    { label: 'Pogrubienie', pressed: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Kursywa', pressed: state.italic, run: () => chain().toggleItalic().run() },
    {
      label: 'Nagłówek 2',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Nagłówek 3',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: 'Lista punktowana',
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: 'Lista numerowana',
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Cytat', pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { label: 'Link', pressed: state.link, expanded: panel === 'link', run: () => toggle('link') },
    { label: 'Obraz', expanded: panel === 'image', run: () => toggle('image') },
    { label: 'Cofnij', disabled: !state.canUndo, run: () => chain().undo().run() },
    { label: 'Ponów', disabled: !state.canRedo, run: () => chain().redo().run() },
  ]

  // Roving focus (WAI-ARIA toolbar): one stop for Tab, arrows move between the buttons.
  const [current, setCurrent] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setCurrent(next)
    refs.current[next]?.focus()
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatowanie tekstu"
      aria-controls={editorId}
      className="rich-text-toolbar"
      onKeyDown={move}
    >
      {buttons.map((button, index) => (
        <button
          key={button.label}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          className="rich-text-button"
          tabIndex={index === current ? 0 : -1}
          aria-pressed={button.pressed}
          aria-expanded={button.expanded}
          aria-disabled={button.disabled || undefined}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (!button.disabled) button.run()
          }}
        >
          {button.label}
        </button>
      ))}
    </div>
  )
}

function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
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

function ImagePanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
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
