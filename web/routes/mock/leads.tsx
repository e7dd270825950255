import { createFileRoute } from '@tanstack/react-router'
import { qaPageRoute } from './-qa-page.ts'
import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import type { DeliveryState, StoredLead } from '@domain/ports/leads.port.ts'
import type { ReceivedLeads } from '@application/leads/received-leads.ts'
import type { LeadAttachment } from '@domain/leads/lead-payload.schema.ts'
import { requestTenant } from '../../server/http/request-tenant.ts'
import { qaRequestAllowed } from '../../server/http/qa-request.ts'

/** The current site's received leads, while leads stay on this server (local and mock adapters; else 404). */
const getReceivedLeads = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<ReceivedLeads | null> => {
    if (!qaRequestAllowed(context)) return null
    const received = await context.app.leads.receivedLeads(requestTenant(context))
    if (!received.ok) {
      setResponseStatus(404)
      return null
    }
    return received.value
  },
)

export const Route = createFileRoute('/mock/leads')({
  ...qaPageRoute('Received leads (QA)', () => getReceivedLeads()),
  component: ReceivedLeadsPage,
})

const STATE_LABEL: Record<DeliveryState, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Refused',
}

/** Timestamps as UTC ISO text: the same on the server and in the browser, so hydration agrees. */
const when = (ms: number | null) =>
  ms === null ? '—' : `${new Date(ms).toISOString().replace('T', ' ').slice(0, 19)} UTC`

function ReceivedLeadsPage() {
  const { siteName, leads, counts, shown, attachments } = Route.useLoaderData()
  return (
    <div className="container page">
      <h1>Received leads</h1>
      <p>
        Leads sent to {siteName} on this server, newest first (up to {shown}). Nothing here reaches a dealer.{' '}
        <a href="/mock/leads">Refresh</a>
      </p>
      <p aria-live="polite">
        {leads.length} shown: {counts.delivered} delivered, {counts.pending} pending, {counts.failed} refused.
      </p>
      {leads.length === 0 ? (
        <p>No leads yet. Submit a form on this site and reload this page.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="lead-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>Leads for {siteName}</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Last update</th>
                <th scope="col">Lead</th>
                <th scope="col">Contact</th>
                <th scope="col">Category</th>
                <th scope="col">Destination</th>
                <th scope="col">Delivery</th>
                <th scope="col">Payload</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <LeadRow key={lead.id} lead={lead} attachments={attachments[lead.id] ?? []} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function LeadRow({ lead, attachments }: { lead: StoredLead; attachments: readonly LeadAttachment[] }) {
  const p = lead.payload
  const contact = [p.name || [p.first_name, p.last_name].filter(Boolean).join(' '), p.email, p.phone].filter(Boolean)
  const latest = lead.history[lead.history.length - 1]
  const cell = { padding: '8px', borderTop: '1px solid var(--line, #ddd)', verticalAlign: 'top' } as const
  return (
    <tr>
      <td style={cell}>{when(lead.created_at)}</td>
      <td style={cell}>{when(lead.updated_at)}</td>
      <th scope="row" style={{ ...cell, fontWeight: 'normal', textAlign: 'left' }}>
        <code>{lead.id}</code>
        <br />
        version {lead.version}
        {p.form_completed ? ', complete' : `, ${p.lead_status ?? 'Incomplete'}`}
      </th>
      <td style={cell}>{contact.length > 0 ? contact.join(', ') : '—'}</td>
      <td style={cell}>
        {p.category}
        {p.subcategory ? ` / ${p.subcategory}` : ''}
      </td>
      <td style={cell}>{lead.destination === 'car-clarity' ? 'Car Clarity' : 'Dealer CRM'}</td>
      <td style={cell}>
        {STATE_LABEL[lead.state]}
        {latest?.delivered_at ? <> at {when(latest.delivered_at)}</> : null}
        {latest && latest.attempts > 1 ? <>, {latest.attempts} attempts</> : null}
        {latest?.last_error ? (
          <>
            <br />
            Last error: {latest.last_error}
          </>
        ) : null}
      </td>
      <td style={cell}>
        {attachments.length > 0 ? (
          <ul aria-label="Attachments">
            {attachments.map((a) => (
              <li key={a.upload_id}>
                {a.url ? <a href={a.url}>{a.name ?? a.upload_id}</a> : a.name} ({a.type}, {a.size} bytes)
              </li>
            ))}
          </ul>
        ) : null}
        <details>
          <summary>Payload (version {lead.version})</summary>
          <pre style={{ whiteSpace: 'pre-wrap', maxWidth: '60ch' }}>{JSON.stringify(p, null, 2)}</pre>
        </details>
        {lead.history.length > 1 ? (
          <details>
            <summary>All {lead.history.length} versions</summary>
            <ol>
              {lead.history.map((v) => (
                <li key={v.version}>
                  Version {v.version}, received {when(v.received_at)}: {STATE_LABEL[v.state]}
                  {v.delivered_at ? ` at ${when(v.delivered_at)}` : ''} (key <code>{v.idempotency_key}</code>)
                  <pre style={{ whiteSpace: 'pre-wrap', maxWidth: '60ch' }}>{JSON.stringify(v.payload, null, 2)}</pre>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </td>
    </tr>
  )
}
