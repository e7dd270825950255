import { getRequestIP } from '@tanstack/react-start/server'
import { getServices } from '../composition/composition.server.ts'
import type { LeadRequestContext } from './lead-handlers.server.ts'
import { errorAnswer } from '../http/answers.ts'

/** The socket address of the current request (X-Forwarded-For is read by the handlers themselves). */
function context(mock: boolean): LeadRequestContext {
  let clientAddress: string | undefined
  try {
    clientAddress = getRequestIP()
  } catch {
    clientAddress = undefined
  }
  return { clientAddress, mock }
}

/** Any other method on a lead path: a JSON 405 rather than the app's HTML. */
export const methodNotAllowed = (allow: string) => () =>
  errorAnswer(405, `Method not allowed; use ${allow}`, {}, { allow })

/** What the file routes under /api and /mock/api call: the handlers, with the request's address and variant. */
export const leadRoutes = (mock: boolean) => ({
  createLead: ({ request }: { request: Request }) => getServices().leads.handlers.createLead(request, context(mock)),
  updateLead: ({ request, params }: { request: Request; params: { leadId: string } }) =>
    getServices().leads.handlers.updateLead(request, params.leadId, context(mock)),
  createCarClarityCustomer: ({ request }: { request: Request }) =>
    getServices().leads.handlers.createCarClarityCustomer(request, context(mock)),
})
