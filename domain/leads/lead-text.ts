import type { LeadFieldProblem } from './lead-field-checks.ts'
import type { LeadPayload } from './lead-payload.schema.ts'

/**
 * No text of a lead may hold a C0 control character but tab, line feed and carriage return (a line break as the
 * shopper typed it): a NUL or an escape sequence in a lead is never a shopper's answer, and it breaks or fools what
 * the dealer reads the lead with (CRM fields, mail headers, terminals). Keys of the lead's maps are text too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rule finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/

export const CONTROL_CHARACTER = (code: number) =>
  `must not contain control characters (found U+${code.toString(16).toUpperCase().padStart(4, '0')})`

const found = (text: string): number | null => {
  const at = CONTROL.exec(text)
  return at ? at[0].charCodeAt(0) : null
}

/** The first text in `value` holding a control character, by its path under `path`. */
function firstIn(value: unknown, path: string): LeadFieldProblem | null {
  if (typeof value === 'string') {
    const code = found(value)
    return code === null ? null : { field: path, message: CONTROL_CHARACTER(code) }
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const problem = firstIn(item, `${path}[${i}]`)
      if (problem) return problem
    }
    return null
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const code = found(key)
      if (code !== null) return { field: path, message: `has a key that ${CONTROL_CHARACTER(code)}` }
      const problem = firstIn(item, `${path}.${key}`)
      if (problem) return problem
    }
  }
  return null
}

/** The first field of a decoded lead whose text holds a control character, or null. */
export const controlCharacterField = (lead: LeadPayload): LeadFieldProblem | null => firstIn(lead, 'lead')
