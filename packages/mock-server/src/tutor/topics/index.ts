import { chemistryTopic } from './chemistry'
import { geneticsTopic } from './genetics'
import { kinematicsTopic } from './kinematics'
import { linearTopic } from './linear'
import { logarithmsTopic } from './logarithms'
import { methodsTopic } from './methods'
import { quadraticTopic } from './quadratic'
import { studyPlanTopic } from './study-plan'
import { trigonometryTopic } from './trigonometry'
import type { Topic } from './types'

export type { Problem, Topic, TopicId } from './types'

/** Every topic, in the order that breaks ties. */
export const TOPICS: readonly Topic[] = [
  quadraticTopic,
  linearTopic,
  logarithmsTopic,
  trigonometryTopic,
  kinematicsTopic,
  chemistryTopic,
  geneticsTopic,
  studyPlanTopic,
  methodsTopic,
]
