/**
 * Query options for `GET /api/blog/random`, shared by the route loader
 * (`queryClient.blog.randomArticles.prefetchQuery`) and the component
 * (`tsr.blog.randomArticles.useQuery`).
 */
export function randomArticlesQuery(count: number) {
  return {
    queryKey: ['blog', 'random', count],
    queryData: { query: { numberOfArticles: count } },
    // One random pick per visit: a refetch on mount would swap the cards under the reader.
    staleTime: Infinity,
    // The loader's prefetch already tried (and retried); a failure is shown, not fetched again.
    retryOnMount: false,
  }
}
