import { LEAD_TEXT_LIMITS } from './lead-field-checks.ts'

/**
 * The lead's `message` with lines the server or the form adds for fields the spec does not name (docs/LIVE.md), so a
 * CRM that ignores `extra` still shows them. The shopper's own text comes first, then a blank line and the notes;
 * the whole stays within the message limit (the shopper's text is shortened, never the notes).
 */
export function messageWithNotes(message: string | null, notes: readonly string[]): string | null {
  if (notes.length === 0) return message
  const added = notes.join('\n')
  if (message === null || message.trim() === '') return added.slice(0, LEAD_TEXT_LIMITS.long)
  const room = LEAD_TEXT_LIMITS.long - added.length - 2
  if (room <= 0) return added.slice(0, LEAD_TEXT_LIMITS.long)
  return `${message.slice(0, room).trimEnd()}\n\n${added}`
}
