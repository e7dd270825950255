import type { OpeningHoursDay } from './location.schema.ts'

/** SPEC §9 sample opening hours for demo tenants. */
const open = (day: number, from: string, to: string, label: string): OpeningHoursDay => ({
  day,
  status: 'open',
  formated_hours: label,
  open: from,
  close: to,
})
const closed = (day: number): OpeningHoursDay => ({
  day,
  status: 'closed',
  formated_hours: 'Closed',
  open: null,
  close: null,
})

/** Sales: Mon-Fri 8:30am-5:30pm, Sat 8:30am-12:30pm, Sun closed. */
export const SAMPLE_SALES_HOURS: readonly OpeningHoursDay[] = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30', '8:30am - 5:30pm')),
  open(6, '08:30', '12:30', '8:30am - 12:30pm'),
]

/** Service and parts: Mon-Fri 8:00am-5:00pm, weekends closed. */
export const SAMPLE_SERVICE_HOURS: readonly OpeningHoursDay[] = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((d) => open(d, '08:00', '17:00', '8:00am - 5:00pm')),
  closed(6),
]
export const SAMPLE_PARTS_HOURS: readonly OpeningHoursDay[] = SAMPLE_SERVICE_HOURS
