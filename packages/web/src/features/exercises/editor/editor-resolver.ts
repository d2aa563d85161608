import { ExerciseSourceSchema, type ExerciseSource } from '@app/contract/exercises'
import { EXERCISES_TEXT } from '@app/contract/exercises/text'
import type { FieldErrors, Resolver } from 'react-hook-form'
import type { ZodIssue } from 'zod'
import { toSourceCandidate, type EditorValues } from './editor-values'

/**
 * Where a source's issue is shown in the form: the key's fields sit under the type's own group
 * (`answer.value` → `numeric.value`), a hint's text and a picture's alt under their row, a
 * problem of a whole list (too many, no correct option) at the list's `root`.
 */
export function formPath(path: readonly (string | number)[]): string[] {
  const [head, second, third, fourth] = path.map(String)
  if (head === 'answer') {
    if (second === 'value' || second === 'tolerance' || second === 'unit' || second === 'form')
      return ['numeric', second]
    if (second === 'expression' || second === 'variables') return ['expression', second]
    if (second === 'options' && third !== undefined && fourth === 'text')
      return ['options', third, 'text']
    return ['options', 'root']
  }
  if (head === 'hints')
    return third === undefined && second ? ['hints', second, 'text'] : ['hints', 'root']
  if (head === 'images')
    return second !== undefined && third === 'alt' ? ['images', second, 'alt'] : ['images', 'root']
  return head ? [head] : ['root']
}

/** The issues of the key's union: those of the member of the chosen type only. */
function flatten(issues: readonly ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue]
    const member = issue.unionErrors.find(
      (error) => !error.issues.some((i) => i.path[i.path.length - 1] === 'type'),
    )
    return member ? flatten(member.issues) : [issue]
  })
}

/** The editor's issues by field, the first message of each field kept. */
export function editorErrors(issues: readonly ZodIssue[]): FieldErrors<EditorValues> {
  const errors: Record<string, unknown> = {}
  for (const issue of flatten(issues)) {
    const path = formPath(issue.path)
    let node = errors
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
    const last = path[path.length - 1]!
    node[last] ??= { type: issue.code, message: issue.message }
  }
  return errors as FieldErrors<EditorValues>
}

/**
 * A choice key with no option marked: the schema sees a single choice's empty id as an unknown
 * option; the author is told to mark one.
 */
function unmarkedChoice(values: EditorValues): ZodIssue[] {
  const choice = values.answerType === 'SINGLE_CHOICE' || values.answerType === 'MULTIPLE_CHOICE'
  return choice && !values.options.some((option) => option.correct)
    ? [{ code: 'custom', path: ['answer', 'correct'], message: EXERCISES_TEXT.correctOption }]
    : []
}

/** react-hook-form's resolver: the form's values checked as the contract's source. */
export const editorResolver: Resolver<EditorValues, unknown, ExerciseSource> = (values) => {
  const parsed = ExerciseSourceSchema.safeParse(toSourceCandidate(values))
  return parsed.success
    ? { values: parsed.data, errors: {} }
    : { values: {}, errors: editorErrors([...unmarkedChoice(values), ...parsed.error.issues]) }
}
