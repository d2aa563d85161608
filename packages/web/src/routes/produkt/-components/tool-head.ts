import { TOOLS, type ToolKey } from '@app/domain/access/tools'
import { pageHead } from '../../../lib/seo'

/** The head of a tool's page (the tool itself, or its Pro offer). */
export const toolHead = (tool: ToolKey) =>
  pageHead({ title: TOOLS[tool].title, description: TOOLS[tool].description })
