import { createFileRoute } from '@tanstack/react-router'
import { qaPageRoute } from './-qa-page.ts'
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { DeliveredCode } from '@application/auth/sign-in.ts'
import { requestTenant } from '../../server/http/request-tenant.ts'
import { qaRequestAllowed } from '../../server/http/qa-request.ts'

/** The demo/mock "mailbox": sign-in codes sent for this site (codes emailed, as on live, answer null → 404). */
const getDeliveredCodes = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<readonly DeliveredCode[] | null> => {
    setResponseHeader('Cache-Control', 'no-store')
    if (!qaRequestAllowed(context)) return null
    const tenant = requestTenant(context)
    return tenant ? context.app.vehicles.signIn.deliveredCodes(tenant.site) : null
  },
)

export const Route = createFileRoute('/mock/auth-codes')({
  ...qaPageRoute('Sign-in codes (QA)', () => getDeliveredCodes()),
  component: AuthCodesPage,
})

function AuthCodesPage() {
  const codes = Route.useLoaderData()
  return (
    <div className="container page">
      <h1>Sign-in codes</h1>
      <p>One-time codes "emailed" on this server, newest first. Nothing here is sent to anyone.</p>
      {codes.length === 0 ? (
        <p>No codes yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Code</th>
              <th scope="col">Sent (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => (
              <tr key={`${c.email}-${c.at}`}>
                <td>{c.email}</td>
                <td>
                  <code data-testid="auth-code">{c.code}</code>
                </td>
                <td>{new Date(c.at).toISOString().replace('T', ' ').slice(0, 19)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
