import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/motorcycles/$slug')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/motorcycles/$slug"!</div>
}
