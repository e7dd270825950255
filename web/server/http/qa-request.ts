import { getRequestHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { RequestContext } from '../request-context.ts'

/**
 * For the QA pages' server functions (web/routes/mock/*.tsx): whether the current request may see QA data
 * (./qa-gate.ts). A browser's client-side navigation calls them at their own address, outside /mock, so each checks
 * the gate itself; a refused call is a 404 that carries nothing.
 */
export function qaRequestAllowed(context: RequestContext): boolean {
  if (context.app.qa.allows({ get: (name) => getRequestHeader(name) ?? null })) return true
  setResponseStatus(404)
  return false
}
