/**
 * A lead server in its own process, for the kill -9 fault test: the lead endpoints (the kit: demo leads adapter,
 * intake, SQLite file at argv[2]) on loopback. A request with `x-hold-answer` is written as usual and then never
 * answered, so the test can kill the process with leads committed whose answers the client never got.
 */
import '../../support/path-aliases.ts'

const { serve } = await import('srvx')
const { leadTestKit } = await import('@web/server/leads/testing/lead-test-kit.server.ts')
const { services } = leadTestKit({ mode: 'demo', database: process.argv[2]! })
const server = serve({
  port: 0,
  hostname: '127.0.0.1',
  silent: true,
  fetch: async (request: Request) => {
    const hold = request.headers.has('x-hold-answer')
    const response = await services.handlers.createLead(request)
    return hold ? new Promise<Response>(() => {}) : response
  },
})
await server.ready()
process.send!({ url: server.url })
