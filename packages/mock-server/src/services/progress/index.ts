/** The progress area's workflows (issue 30): XP and level, 'Dziś', the league and statistics. */
export { getProgress } from './progress'
export { getRanking, getRankingHistory } from './ranking'
export { getStatistics } from './statistics'
export { getToday } from './today'
