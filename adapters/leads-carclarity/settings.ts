import { defineSettings, type SettingValues } from '@domain/configuration/setting.ts'
import { LeadDeliveryError, type LeadGatewayPort } from '@domain/ports/leads.port.ts'
import { createCarClarityLeadGateway } from './car-clarity-lead-gateway.ts'

/** What the Car Clarity lead gateway reads from the environment. */
export const LEADS_CARCLARITY_SETTINGS = defineSettings({
  CAR_CLARITY_URL: {
    purpose: 'Car Clarity base URL for tenants whose lead destination is car-clarity',
    kind: 'url',
    affects: "tenants with site.forms.lead_destination 'car-clarity' (their leads wait in the outbox without it)",
  },
  CAR_CLARITY_API_KEY: {
    purpose: 'Car Clarity API key',
    kind: 'secret',
    affects: "tenants with site.forms.lead_destination 'car-clarity'",
  },
})

/**
 * The Car Clarity gateway from its checked settings. Without CAR_CLARITY_URL every delivery fails, not permanently:
 * once the variable is set and the server restarted, the leads waiting in the outbox go out.
 */
export function carClarityLeadGatewayFromSettings(
  values: SettingValues<typeof LEADS_CARCLARITY_SETTINGS>,
): LeadGatewayPort {
  if (values.CAR_CLARITY_URL)
    return createCarClarityLeadGateway({ baseUrl: values.CAR_CLARITY_URL, apiKey: values.CAR_CLARITY_API_KEY })
  return {
    deliver: async () => {
      throw new LeadDeliveryError('CAR_CLARITY_URL is not set', { permanent: false })
    },
  }
}
