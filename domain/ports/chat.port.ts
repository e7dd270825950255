export type ChatState = 'hidden' | 'shown' | 'opened'

/** A chat or bot widget (SPEC §2). */
export interface ChatPort {
  setState(state: ChatState): void
  state(): ChatState
}

export interface ChatMessage {
  readonly from: 'visitor' | 'dealer'
  readonly text: string
}

/** A chat the page draws itself (the demo conversation): its messages, and what the visitor does. */
export interface ChatConversationPort extends ChatPort {
  messages(): readonly ChatMessage[]
  /** the visitor writes; the first message of a conversation fires event 54 */
  send(text: string): void
  /** the visitor leaves contact details after writing: event 55, once per conversation */
  leaveDetails(details: { name: string; phone: string }): void
  subscribe(listener: () => void): () => void
}
