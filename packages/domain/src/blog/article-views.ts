import { REPEATED_VIEW_THRESHOLD_MS } from '../shared/constants'

export type ArticleViewKind = 'unique' | 'repeated' | 'none'

/** The per-session view log: article id → epoch ms of the last counted view. */
export type ArticleViewLog = Readonly<Record<string, number>>

export interface ArticleViewQuery {
  uniqueView: boolean
  repeatedView: boolean
}

/** First view → unique; more than 5 min after the last counted view → repeated; else nothing. */
export function classifyArticleView(lastViewAt: number | undefined, now: number): ArticleViewKind {
  if (lastViewAt === undefined) return 'unique'
  return now - lastViewAt > REPEATED_VIEW_THRESHOLD_MS ? 'repeated' : 'none'
}

/** The query of GET /api/blog/{id} for a view of this kind. */
export function articleViewQuery(kind: ArticleViewKind): ArticleViewQuery {
  return { uniqueView: kind === 'unique', repeatedView: kind === 'repeated' }
}

/**
 * Classifies a view and updates the session log. The log keeps the time of the last COUNTED view
 * (decision), so views inside the 5 minutes do not push the next repeated view further away.
 * Returns a new log when the view counted, else the given log; with `skipTracking` nothing counts.
 */
export function recordArticleView(
  log: ArticleViewLog,
  articleId: string,
  now: number,
  options: { skipTracking?: boolean } = {},
): { log: ArticleViewLog; kind: ArticleViewKind; query: ArticleViewQuery } {
  const kind = options.skipTracking ? 'none' : classifyArticleView(log[articleId], now)
  const query = articleViewQuery(kind)
  if (kind === 'none') return { log, kind, query }
  return { log: { ...log, [articleId]: now }, kind, query }
}
