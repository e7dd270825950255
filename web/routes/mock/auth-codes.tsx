import { createFileRoute, notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { getServices } from '../../server/composition/composition.server.ts'
import { requestTenant } from '../../site/site-context.server.ts'
import type { DeliveredCode } from '../../server/composition/vehicle-services.server.ts'

/** The demo/mock "mailbox": sign-in codes sent for this site (live answers null → 404). */
const getDeliveredCodes = createServerFn({ method: 'GET' }).handler(async (): Promise<readonly DeliveredCode[] | null> => {
  setResponseHeader('Cache-Control', 'no-store')
  const tenant = requestTenant()
  if (getServices().mode === 'live' || !tenant) return null
  return getServices().vehicle.deliveredCodes(tenant.site.slug)
})

export const Route = createFileRoute('/mock/auth-codes')({
  loader: async () => {
    const codes = await getDeliveredCodes()
    if (!codes) throw notFound()
    return codes
  },
  staleTime: 0,
  head: () => ({ meta: [{ title: 'Sign-in codes (QA)' }, { name: 'robots', content: 'noindex' }] }),
  component: AuthCodesPage,
})

function AuthCodesPage() {
  const codes = Route.useLoaderData()
  return (
    <div className="container page">
      <h1>Sign-in codes</h1>
      <p>One-time codes "emailed" on this server, newest first. Nothing here is sent to anyone.</p>
      {codes.length === 0 ? <p>No codes yet.</p> : (
        <table>
          <thead><tr><th scope="col">Email</th><th scope="col">Code</th><th scope="col">Sent (UTC)</th></tr></thead>
          <tbody>
            {codes.map((c) => (
              <tr key={`${c.email}-${c.at}`}>
                <td>{c.email}</td>
                <td><code data-testid="auth-code">{c.code}</code></td>
                <td>{new Date(c.at).toISOString().replace('T', ' ').slice(0, 19)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
