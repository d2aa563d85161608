import type { Course } from '@app/contract/courses'
import { kedCourse } from './courses-ked'
import { pedCourse } from './courses-ped'
import { znCourse } from './courses-zn'

/** The three courses of SPEC §1; the episode builders are in seed/courses-builders.ts. */
export const seedCourses: Course[] = [kedCourse, pedCourse, znCourse]
