import type { AuthSession } from '../users/user.schema.ts'

/** Email one-time-code sign-in for garage_enabled tenants (SPEC §6). */
export interface AuthPort {
  requestCode(tenant: string, email: string): Promise<{ ok: true } | { ok: false; message: string }>
  verifyCode(tenant: string, email: string, code: string): Promise<{ ok: true; token: string } | { ok: false; message: string }>
  session(tenant: string, token: string | null): Promise<AuthSession>
  saveWatchlist(tenant: string, token: string, carIds: readonly string[]): Promise<AuthSession>
  signOut(tenant: string, token: string): Promise<void>
}
