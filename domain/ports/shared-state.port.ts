/**
 * The state every process of a deployment shares, beside the lead outbox (leads.port.ts), the tenant versions
 * (tenant-version.port.ts) and the rate limits (rate-limiter.port.ts). Kept by the store adapter (the embedded
 * SQLite file, or PostgreSQL with DATABASE_URL): nothing here lives in one process's memory, so two processes
 * agree on a reserved car, a spent captcha answer or a signed-in shopper.
 */

/** Which cars are reserved: one reservation per tenant and car, enforced by the database (a unique key). */
export interface CarReservationsPort {
  /**
   * true when this call reserved the car for `by` (a reservation id), or `by` already holds it (one reservation
   * finished by two processes at once); false when it is reserved for another, by any process
   */
  reserve(tenant: string, carId: string, at: number, by?: string | null): Promise<boolean>
  /** the tenant's reserved car ids */
  reservedCars(tenant: string): Promise<readonly string[]>
}

/**
 * Captcha answers spent on a stored lead (issue 16 item 4): an answer counts once, on the lead it was sent with
 * (that lead's further steps may send it again); its record is kept until the challenge would have expired.
 */
export interface SpentAnswersPort {
  /** the lead the answer was spent on, or null while it is unspent */
  spentOn(key: string): Promise<string | null>
  /** records the answer as spent on `leadId`; false when it was spent on another lead first */
  spend(key: string, leadId: string, expiresAt: number): Promise<boolean>
}

/**
 * Hosted-captcha tokens that passed (the provider answers each token once, while a multi-step form sends its one
 * token with every step, which may reach any instance). Keys are hashes of the token, never the token.
 */
export interface PassedTokensPort {
  /** until when the token keeps passing, or null when no pass is kept */
  passedUntil(key: string): Promise<number | null>
  remember(key: string, until: number): Promise<void>
}

/** One sign-in code as stored (only its keyed hash). */
export interface StoredCode {
  readonly id: number
  readonly codeHash: string
  readonly expiresAt: number
  readonly attempts: number
  readonly used: boolean
}

/** A signed-in shopper's account. */
export interface StoredUser {
  readonly id: string
  readonly email: string
}

/** Sign-in codes, accounts, sessions and the server-kept watchlists (adapters/auth-local keeps the rules). */
export interface AuthStorePort {
  codesSince(tenant: string, email: string, since: number): Promise<number>
  /** the new code's id */
  addCode(code: {
    tenant: string
    email: string
    codeHash: string
    createdAt: number
    expiresAt: number
  }): Promise<number>
  latestCode(tenant: string, email: string): Promise<StoredCode | null>
  dropCode(id: number): Promise<void>
  countAttempt(id: number): Promise<void>
  /**
   * Spends the code and opens a session for the account of `email` (made with `newUserId` when it has none), in one
   * transaction; false (nothing written) when the code was spent meanwhile (by any process)
   */
  signIn(input: {
    codeId: number
    tenant: string
    email: string
    newUserId: string
    tokenHash: string
    at: number
    expiresAt: number
  }): Promise<boolean>
  sessionUser(tenant: string, tokenHash: string, now: number): Promise<StoredUser | null>
  dropSession(tenant: string, tokenHash: string): Promise<void>
  watchlist(userId: string): Promise<readonly string[]>
  replaceWatchlist(userId: string, carIds: readonly string[]): Promise<void>
}

/**
 * Providers' notifications taken (a Stripe event by its id): each is acted on once, by whichever process claims it
 * first, however often and however concurrently it arrives. A claim is kept until it expires (past the provider's
 * retries); one whose processing failed is given back, so the provider's retry is processed.
 */
export interface SeenEventsPort {
  /** true when this call is the first to claim `key` (or the claim before it expired), kept until `expiresAt` */
  claim(key: string, now: number, expiresAt: number): Promise<boolean>
  /** gives the claim back */
  release(key: string): Promise<void>
}
