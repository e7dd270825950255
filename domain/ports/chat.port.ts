/** Where a chat or bot widget stands on a page (SPEC §2): the site's setting for the page decides, then the shopper. */
export type ChatState = 'hidden' | 'shown' | 'opened'

export interface ChatMessage {
  readonly from: 'visitor' | 'dealer'
  readonly text: string
}

/** A chat the page draws itself (the demo conversation): its messages, and what the visitor does. */
export interface ChatConversationPort {
  messages(): readonly ChatMessage[]
  /** the visitor writes; the first message of a conversation fires event 54 */
  send(text: string): void
  /** the visitor leaves contact details after writing: event 55, once per conversation */
  leaveDetails(details: { name: string; phone: string }): void
  subscribe(listener: () => void): () => void
}
