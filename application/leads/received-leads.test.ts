import { describe, expect, it } from 'vitest'
import type { StoredLead } from '@domain/ports/leads.port.ts'
import { createReceivedLeads, RECEIVED_LEADS_SHOWN } from './received-leads.ts'
import { makeTenant } from '@domain/tenancy/tenant.fixture.ts'

const tenant = makeTenant()
const lead = (state: StoredLead['state']) => ({ id: state, state }) as StoredLead

describe('the QA inbox', () => {
  it('shows a site’s received leads, newest first up to a limit, with a count per delivery state', async () => {
    const asked: [string | null, number][] = []
    const received = createReceivedLeads({
      open: true,
      store: {
        list: async (slug, limit) => {
          asked.push([slug, limit])
          return [lead('pending'), lead('delivered'), lead('delivered')]
        },
      },
    })
    const answer = await received(tenant)
    expect(answer).toMatchObject({
      ok: true,
      value: {
        siteName: tenant.site.name,
        counts: { pending: 1, delivered: 2, failed: 0 },
        shown: RECEIVED_LEADS_SHOWN,
      },
    })
    expect(asked).toEqual([['demo-motors', RECEIVED_LEADS_SHOWN]])
  })

  it('is not found without a site, or while leads go to the dealer’s CRM', async () => {
    const store = { list: async () => [] }
    expect(await createReceivedLeads({ open: true, store })(null)).toEqual({
      ok: false,
      problem: { code: 'not_found', message: 'Not found' },
    })
    expect(await createReceivedLeads({ open: false, store })(tenant)).toEqual({
      ok: false,
      problem: { code: 'not_found', message: 'Not found' },
    })
  })
})
