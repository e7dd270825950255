import type { AnalyticsEvent } from '@domain/ports/analytics.port.ts'
import { eventById } from '@domain/events/event-catalogue.ts'
import { useBrowserPorts } from '../../client/use-browser-ports.ts'

/** Catalogue event `id` (SPEC §9) with its catalogue key as the name. */
export function catalogueEvent(id: number, data?: Record<string, unknown>): AnalyticsEvent {
  return { id, name: eventById(id)?.key ?? `event_${id}`, ...(data ? { data } : {}) }
}

/** Tracks catalogue events on the page's analytics port (the browser root's; nothing while the server renders). */
export function useTrackEvent(): (id: number, data?: Record<string, unknown>) => void {
  const { analytics } = useBrowserPorts()
  return (id, data) => analytics.track(catalogueEvent(id, data))
}
