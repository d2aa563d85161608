import type { ChatMode, ChatSubject } from '@app/contract/chat'
import { Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { SegmentedControl } from '../../../components/ui/segmented-control'
import { EXAMPLE_PROMPTS, MODE_HINTS, MODE_LABELS, subjectName } from '../chat-copy'
import '../chat.css'

export interface NewConversationProps {
  /** The flashcard the conversation will ask about, shown first. */
  context?: ReactNode
  mode: ChatMode
  onModeChange: (mode: ChatMode) => void
  /** The subject chips, the profile's subjects first (`offeredChatSubjects`). */
  subjects: readonly ChatSubject[]
  subject: ChatSubject | null
  onSubjectChange: (subject: ChatSubject | null) => void
  /** Puts an example question into the composer. */
  onPrompt: (prompt: string) => void
}

const MODES = (['socratic', 'explain'] as const).map((value) => ({
  value,
  label: MODE_LABELS[value],
}))

/**
 * A conversation not started yet: how the tutor should help, the subject, and example questions.
 * The conversation is made when the first message is sent.
 */
export function NewConversation({
  context,
  mode,
  onModeChange,
  subjects,
  subject,
  onSubjectChange,
  onPrompt,
}: NewConversationProps) {
  return (
    <section className="chat-new" aria-labelledby="chat-new-heading">
      {context}
      <Sparkles aria-hidden="true" className="chat-new-icon" />
      <h2 id="chat-new-heading">O co chcesz zapytać?</h2>
      <p className="chat-new-lead">
        Tutor pomaga zrozumieć, a nie podaje gotowców: pyta, podpowiada i sprawdza Twój tok
        rozumowania.
      </p>
      <SegmentedControl
        legend="Jak mam pomagać?"
        hint={MODE_HINTS[mode]}
        options={MODES}
        value={mode}
        onChange={onModeChange}
      />
      <fieldset className="chat-subjects">
        <legend>Przedmiot</legend>
        <div className="chat-subject-options">
          {subjects.map((id) => (
            <button
              key={id}
              type="button"
              className="chat-subject-option"
              aria-pressed={subject === id}
              onClick={() => onSubjectChange(subject === id ? null : id)}
            >
              {subjectName(id)}
            </button>
          ))}
        </div>
      </fieldset>
      <h3 className="chat-examples-heading">Na przykład</h3>
      <ul className="chat-examples">
        {EXAMPLE_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button type="button" className="chat-example" onClick={() => onPrompt(prompt)}>
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
