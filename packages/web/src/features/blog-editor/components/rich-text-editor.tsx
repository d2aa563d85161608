import Image from '@tiptap/extension-image'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef, useState } from 'react'
import { ImagePanel, LinkPanel, isLinkAddress, type Panel } from './rich-text-panels'
import { Toolbar } from './rich-text-toolbar'
import '../../../components/rich-text/rich-text.css'
import '../blog-editor.css'

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
