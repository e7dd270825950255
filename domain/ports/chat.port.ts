export type ChatState = 'hidden' | 'shown' | 'opened'

/** A chat or bot widget (SPEC §2). */
export interface ChatPort {
  setState(state: ChatState): void
  state(): ChatState
}
