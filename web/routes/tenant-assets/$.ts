import { createFileRoute } from '@tanstack/react-router'

/** Tenant files (logos, badges): /tenant-assets/{slug}/{file}, pictures only. */
export const Route = createFileRoute('/tenant-assets/$')({
  server: {
    handlers: {
      GET: ({ request, context }) => context.app.content.images.tenantAsset(request),
      HEAD: ({ request, context }) => context.app.content.images.tenantAsset(request),
    },
  },
})
