/**
 * `/ranking/historia?tydzien=2025-W42` (issue 30): the week to open. Kept as typed, so the page can
 * say what is wrong with a malformed one instead of dropping it; plain (decision 0133).
 */
export const rankingHistorySearch = ({ tydzien }: Record<string, unknown>): { tydzien?: string } =>
  typeof tydzien === 'string' && tydzien !== '' ? { tydzien } : {}
