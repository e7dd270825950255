import { defineSettings, type SettingValues } from '@domain/configuration/setting.ts'
import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import { createDashboardLeadGateway } from './dashboard-lead-gateway.ts'

/** What the dealer CRM's lead gateway reads from the environment. */
export const LEADS_DASHBOARD_SETTINGS = defineSettings({
  LEADS_API_URL: {
    required: true,
    purpose: 'CRM base URL receiving POST/PUT /api/leads',
    kind: 'url',
    affects: "tenants whose site.forms.lead_destination is 'server' (the default)",
  },
})

/** The CRM gateway from its checked settings. */
export function dashboardLeadGatewayFromSettings(
  values: SettingValues<typeof LEADS_DASHBOARD_SETTINGS>,
): LeadGatewayPort {
  if (!values.LEADS_API_URL) throw new Error('live mode needs LEADS_API_URL for lead delivery')
  return createDashboardLeadGateway({ baseUrl: values.LEADS_API_URL })
}
