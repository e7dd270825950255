import { createFileRoute } from '@tanstack/react-router'
import { serveTenantAsset } from '../-images/tenant-assets.server.ts'

/** Tenant files (logos, badges): /tenant-assets/{slug}/{file}, pictures only. */
export const Route = createFileRoute('/tenant-assets/$')({
  server: {
    handlers: {
      GET: ({ request }) => serveTenantAsset(request),
      HEAD: ({ request }) => serveTenantAsset(request),
    },
  },
})
