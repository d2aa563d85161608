import { useEditorState, type Editor } from '@tiptap/react'
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import type { Panel } from './rich-text-panels'
import '../blog-editor.css'

interface ToolbarButton {
  label: string
  icon: LucideIcon
  run: () => void
  /** For toggles: whether the format is on at the cursor. */
  pressed?: boolean
  disabled?: boolean
  /** For buttons that open a panel. */
  expanded?: boolean
}

export function Toolbar({
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
  // The editor keeps the focus through a toolbar click (see onMouseDown below), so `focus()` is a
  // no-op there; after a keyboard press the focus is returned synchronously, because Tiptap's own
  // focus waits a frame and the first character typed in between would be lost.
  const chain = () => editor.chain().focus()
  const format = (command: () => boolean) => () => {
    command()
    editor.view.focus()
  }
  const toggle = (which: Exclude<Panel, null>) => onPanel(panel === which ? null : which)

  const buttons: ToolbarButton[] = [
    {
      label: 'Pogrubienie',
      icon: Bold,
      pressed: state.bold,
      run: format(() => chain().toggleBold().run()),
    },
    {
      label: 'Kursywa',
      icon: Italic,
      pressed: state.italic,
      run: format(() => chain().toggleItalic().run()),
    },
    {
      label: 'Nagłówek 2',
      icon: Heading2,
      pressed: state.h2,
      run: format(() => chain().toggleHeading({ level: 2 }).run()),
    },
    {
      label: 'Nagłówek 3',
      icon: Heading3,
      pressed: state.h3,
      run: format(() => chain().toggleHeading({ level: 3 }).run()),
    },
    {
      label: 'Lista punktowana',
      icon: List,
      pressed: state.bulletList,
      run: format(() => chain().toggleBulletList().run()),
    },
    {
      label: 'Lista numerowana',
      icon: ListOrdered,
      pressed: state.orderedList,
      run: format(() => chain().toggleOrderedList().run()),
    },
    {
      label: 'Cytat',
      icon: Quote,
      pressed: state.blockquote,
      run: format(() => chain().toggleBlockquote().run()),
    },
    {
      label: 'Link',
      icon: Link2,
      pressed: state.link,
      expanded: panel === 'link',
      run: () => toggle('link'),
    },
    { label: 'Obraz', icon: ImagePlus, expanded: panel === 'image', run: () => toggle('image') },
    {
      label: 'Cofnij',
      icon: Undo2,
      disabled: !state.canUndo,
      run: format(() => chain().undo().run()),
    },
    {
      label: 'Ponów',
      icon: Redo2,
      disabled: !state.canRedo,
      run: format(() => chain().redo().run()),
    },
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
          // A click must not take the focus (nor the selection) from the text being edited.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index)
            if (!button.disabled) button.run()
          }}
          title={button.label}
        >
          <button.icon aria-hidden="true" />
          <span className="visually-hidden">{button.label}</span>
        </button>
      ))}
    </div>
  )
}
