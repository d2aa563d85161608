import type { BlogArticleDetail } from '@app/contract/blog'
import { toApiError } from '@app/domain/shared/api-errors'
import { formatWarsawDateTime } from '@app/domain/shared/format'
import { ROUTES } from '@app/domain/navigation/routes'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useSaveArticle } from '../../../api/blog/mutations'
import { toast } from '../../../lib/toast'
import { useExclusive } from '../../../lib/use-exclusive'
import {
  ArticleFormSchema,
  EMPTY_ARTICLE,
  toArticleInput,
  toFormValues,
  type ArticleFormValues,
} from '../article-form'
import { clearDraft, readDraft, writeDraft, type StoredDraft } from '../draft-storage'
import { ArticlePreview } from './article-preview'
import { RichTextEditor } from './rich-text-editor'
import '../blog-editor.css'

export interface ArticleEditorProps {
  /** The stored article when editing; none when creating. */
  article?: BlogArticleDetail
  /** After a successful save (the draft is already cleared). */
  onSaved: (article: BlogArticleDetail) => void
}

const sameValues = (a: ArticleFormValues, b: ArticleFormValues) =>
  (Object.keys(a) as (keyof ArticleFormValues)[]).every((key) => a[key] === b[key])

/**
 * Creating or editing an article. Everything typed is kept in this browser (localStorage, one
 * draft per article) until a save succeeds, so a failed save, a reload or a closed tab loses
 * nothing; a kept draft is restored on return and can be discarded.
 */
export function ArticleEditor({ article, onSaved }: ArticleEditorProps) {
  const stored = article ? toFormValues(article) : EMPTY_ARTICLE
  const [restored, setRestored] = useState<StoredDraft | null>(() => {
    const draft = readDraft(article?.id)
    return draft && !sameValues(draft.values, stored) ? draft : null
  })
  // A new key starts the form (and the rich text editor) again from other values.
  const [generation, setGeneration] = useState(0)

  const discardDraft = () => {
    clearDraft(article?.id)
    setRestored(null)
    setGeneration((n) => n + 1)
  }

  return (
    <div className="blog-editor">
      <p className="blog-editor-back">
        <Link to={ROUTES.adminBlog}>Wróć do listy artykułów</Link>
      </p>
      <h1>{article ? 'Edycja artykułu' : 'Nowy artykuł'}</h1>
      {restored ? (
        <div role="status" className="blog-editor-restored">
          <p>
            Przywrócono niezapisany szkic z {formatWarsawDateTime(restored.savedAt)}, zachowany w
            tej przeglądarce.
          </p>
          <Button variant="secondary" onClick={discardDraft}>
            Odrzuć szkic
          </Button>
        </div>
      ) : null}
      <ArticleForm
        key={generation}
        articleId={article?.id}
        initialValues={restored?.values ?? stored}
        startsFromDraft={restored !== null}
        onSaved={onSaved}
      />
    </div>
  )
}

function ArticleForm({
  articleId,
  initialValues,
  startsFromDraft,
  onSaved,
}: {
  articleId: string | undefined
  initialValues: ArticleFormValues
  /** The initial values are a restored draft (so they stay kept until saved or discarded). */
  startsFromDraft: boolean
  onSaved: (article: BlogArticleDetail) => void
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const save = useSaveArticle()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ArticleFormValues>({
    resolver: zodResolver(ArticleFormSchema),
    defaultValues: initialValues,
    // Validated values are trimmed; the form keeps exactly what was typed.
    shouldUnregister: false,
  })
  const values = useWatch({ control })

  // Every change goes to the draft at once: a reload a moment later loses nothing. Back at the
  // stored article's values there is nothing to keep.
  useEffect(() => {
    const current = { ...EMPTY_ARTICLE, ...values }
    if (!sameValues(current, initialValues)) writeDraft(articleId, current, Date.now())
    else if (!startsFromDraft) clearDraft(articleId)
  }, [values, initialValues, startsFromDraft, articleId])

  const submit = handleSubmit(async (formValues) => {
    setFailure(null)
    try {
      const { body } = await save.mutateAsync({ body: toArticleInput(formValues, articleId) })
      clearDraft(articleId)
      toast.success(articleId ? 'Zapisano zmiany w artykule.' : 'Dodano artykuł.')
      onSaved(body)
    } catch (error) {
      setFailure(toApiError(error).message)
    }
  })
  const exclusiveSubmit = useExclusive(async (event: FormEvent<HTMLFormElement>) => {
    await submit(event)
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void exclusiveSubmit(event)
  }

  return (
    <div className="blog-editor-layout">
      <form className="form blog-editor-form" noValidate onSubmit={onSubmit} aria-label="Artykuł">
        <FormAlert>
          {failure ? (
            <>
              <p>Nie udało się zapisać artykułu. {failure}</p>
              <p>Wszystko, co wpisano, jest zachowane w tej przeglądarce.</p>
            </>
          ) : null}
        </FormAlert>
        <TextField label="Tytuł" error={errors.title?.message} {...register('title')} />
        <TextField label="Podtytuł" error={errors.subtitle?.message} {...register('subtitle')} />
        <TextField
          label="Autor"
          autoComplete="name"
          error={errors.author?.message}
          {...register('author')}
        />
        <TextField
          label="Tagi"
          hint="Oddziel tagi przecinkami, np. nauka, motywacja."
          error={errors.tags?.message}
          {...register('tags')}
        />
        <TextField
          label="Adres zdjęcia"
          type="url"
          inputMode="url"
          spellCheck={false}
          hint="Zdjęcie na karcie i u góry artykułu: adres https:// albo ścieżka zaczynająca się od /."
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Treść"
              initialHtml={initialValues.content}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              focusRef={field.ref}
            />
          )}
        />
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
          {articleId ? 'Zapisz zmiany' : 'Opublikuj artykuł'}
        </Button>
      </form>
      <ArticlePreview values={{ ...EMPTY_ARTICLE, ...values }} />
    </div>
  )
}
