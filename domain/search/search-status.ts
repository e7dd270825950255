/** SPEC §2/§4 search-service status: idle → loading → stalled after 200 ms, or error. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error'

export const STALLED_DELAY_MS = 200

export interface SearchStatusState {
  readonly status: SearchStatus
  /** when the pending search started; null when none is pending */
  readonly startedAt: number | null
  readonly error: string | null
}

export type SearchStatusEvent =
  | { readonly type: 'start'; readonly at: number }
  /** the caller's timer fired (or any later moment it looks again) */
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'success'; readonly at: number }
  | { readonly type: 'failure'; readonly at: number; readonly message: string }

export const initialSearchStatus: SearchStatusState = { status: 'idle', startedAt: null, error: null }

/** Pure transitions: time comes in with each event; the caller owns the timer (see `stalledAt`). */
export const nextSearchStatus = (state: SearchStatusState, event: SearchStatusEvent): SearchStatusState => {
  switch (event.type) {
    case 'start':
      return { status: 'loading', startedAt: event.at, error: null }
    case 'tick':
      return state.status === 'loading' && state.startedAt !== null && event.at - state.startedAt >= STALLED_DELAY_MS
        ? { ...state, status: 'stalled' }
        : state
    case 'success':
      return initialSearchStatus
    case 'failure':
      // SPEC §8: a search service error sets the status to error; there is no shopper wording
      return { status: 'error', startedAt: null, error: event.message }
  }
}

/** When a loading search becomes stalled, so the caller can set one timer; null when nothing is pending. */
export const stalledAt = (state: SearchStatusState): number | null =>
  state.status === 'loading' && state.startedAt !== null ? state.startedAt + STALLED_DELAY_MS : null
