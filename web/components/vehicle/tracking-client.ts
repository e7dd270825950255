/** Fire-and-forget tracking calls: a failure never stops the shopper, it is only logged. */
export function postTracking(path: string, body: Record<string, unknown>): void {
  if (typeof window === 'undefined') return
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch((error: unknown) => console.warn(`tracking ${path} failed`, error))
}

export const PHONE_REVEAL_PATH = '/api/phone-reveal'
export const PHONE_CALL_PATH = '/api/events/car_phone_call'
