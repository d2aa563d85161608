import type { BlogArticleDetail } from '@app/contract/blog'
import {
  activeRecall,
  forgettingCurve,
  mindMapsStepByStep,
  pomodoroTechnique,
  spacedRepetition,
} from './blog-articles-learning'
import {
  habitOverMotivation,
  maturaHalfYearPlan,
  procrastinationIsNotLaziness,
  weeklyPlanning,
} from './blog-articles-motivation'
import {
  gradesWithoutPressure,
  phoneRulesAtHome,
  talkingWithTeenagers,
} from './blog-articles-parents'
import {
  chronotype,
  exerciseAndLearning,
  howMuchSleepTeenagersNeed,
  phoneAndConcentration,
  stressBeforeTests,
} from './blog-articles-wellbeing'

export { seedBlogTags } from './blog-article'

/**
 * The blog's articles, kept by theme in seed/blog-articles-*.ts and listed here by date.
 * Newest last; addedAt carries Warsaw's offset of that date (+02:00 in summer time).
 */
export const seedArticles: BlogArticleDetail[] = [
  howMuchSleepTeenagersNeed,
  forgettingCurve,
  talkingWithTeenagers,
  mindMapsStepByStep,
  stressBeforeTests,
  spacedRepetition,
  gradesWithoutPressure,
  exerciseAndLearning,
  habitOverMotivation,
  chronotype,
  phoneAndConcentration,
  weeklyPlanning,
  phoneRulesAtHome,
  pomodoroTechnique,
  procrastinationIsNotLaziness,
  activeRecall,
  maturaHalfYearPlan,
]
