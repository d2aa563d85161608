import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver over a zod schema that keeps each issue at most `depth` keys deep,
 * first message first: with depth 2 a study window's "Koniec musi być później niż początek." at
 * `windows.MON.0.end` is shown with its day (`windows.MON.message`), and an issue of the whole
 * week beside the days (`windows.message`); an issue of the whole form is `root`. zodResolver
 * nests by the full path, where a window's message and its day's would collide.
 */
export function groupedZodResolver<T extends FieldValues>(
  schema: ZodType<T>,
  depth = 2,
): Resolver<T> {
  return (values) => {
    const parsed = schema.safeParse(values)
    if (parsed.success) return { values: parsed.data, errors: {} }
    const errors: Record<string, unknown> = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.slice(0, depth).map(String)
      if (path.length === 0) path.push('root')
      let node = errors
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
      const last = path[path.length - 1] as string
      const group = (node[last] ??= {}) as Partial<FieldError>
      if (group.message === undefined)
        Object.assign(group, { type: issue.code, message: issue.message })
    }
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
