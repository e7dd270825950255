import { SiteLink } from '../links/SiteLink.tsx'

/** A tenant-branded 404, rendered inside the tenant's shell (its link is the shell's own kind, as the header's). */
export function NotFoundPage() {
  return (
    <div className="container not-found">
      <h1>Sorry, we couldn't find that page</h1>
      <p>The page may have moved, or the vehicle may have been sold.</p>
      <p>
        <SiteLink href="/" className="btn">
          Back to home
        </SiteLink>
      </p>
    </div>
  )
}
