import { z } from 'zod'
import { withMessage } from '../common.schemas'
import { NICKNAME_LIMITS, NICKNAME_PATTERN } from './progress.constants'
import { PROGRESS_TEXT } from './progress.text'

/**
 * A nickname as the ranking shows it (decision 0195): 3–20 letters (Polish ones too), digits,
 * '_', '-' or '.', spaces around trimmed. Uniqueness (409) and the blocklist (422) are the
 * server's checks, not the schema's.
 */
export const NicknameSchema = z
  .string(withMessage(PROGRESS_TEXT.nicknameLength))
  .trim()
  .min(NICKNAME_LIMITS.min, PROGRESS_TEXT.nicknameLength)
  .max(NICKNAME_LIMITS.max, PROGRESS_TEXT.nicknameLength)
  .regex(NICKNAME_PATTERN, PROGRESS_TEXT.nicknameCharacters)
