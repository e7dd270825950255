import { createFileRoute } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

const whoAmI = createServerFn({ method: 'GET' }).handler(async () => {
  return getRequest().headers.get('host') ?? 'none'
})

export const Route = createFileRoute('/')({
  loader: () => whoAmI(),
  component: () => <h1>Host {Route.useLoaderData()}</h1>,
})
