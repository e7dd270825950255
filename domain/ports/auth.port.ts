import type { AuthSession } from '../users/user.schema.ts'

/** Email one-time-code sign-in for garage_enabled tenants (SPEC §6). */
export interface AuthPort {
  /** `unavailable`: the code could not be sent just now (the mail service failed); asking again later may work */
  requestCode(tenant: string, email: string): Promise<{ ok: true } | { ok: false; message: string; unavailable?: true }>
  verifyCode(
    tenant: string,
    email: string,
    code: string,
  ): Promise<{ ok: true; token: string } | { ok: false; message: string }>
  session(tenant: string, token: string | null): Promise<AuthSession>
  saveWatchlist(tenant: string, token: string, carIds: readonly string[]): Promise<AuthSession>
  signOut(tenant: string, token: string): Promise<void>
}
