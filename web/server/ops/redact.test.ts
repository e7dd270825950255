import { describe, expect, it } from 'vitest'
import { redactPersonal } from './redact.ts'

describe('what a log line may carry', () => {
  it("replaces credentials and a shopper's personal fields at any depth, and keeps the rest", () => {
    const error = new Error('CRM said no')
    expect(
      redactPersonal({
        tenant: 'demo-motors',
        headers: { Authorization: 'Bearer abc', cookie: 'session=xyz', 'x-request-id': 'r1' },
        lead: {
          form: 'contact',
          customer: { first_name: 'Ana', last_name: 'Lee', Email: 'ana@example.com', phone: '0400 000 000' },
        },
        people: [{ name: 'Bo', mobile: '0411' }],
        err: error,
        attempts: 3,
      }),
    ).toEqual({
      tenant: 'demo-motors',
      headers: { Authorization: '[redacted]', cookie: '[redacted]', 'x-request-id': 'r1' },
      lead: {
        form: 'contact',
        customer: { first_name: '[redacted]', last_name: '[redacted]', Email: '[redacted]', phone: '[redacted]' },
      },
      people: [{ name: '[redacted]', mobile: '[redacted]' }],
      err: error,
      attempts: 3,
    })
  })
})
