import { Link } from '@tanstack/react-router'

/** A tenant-branded 404, rendered inside the tenant's shell. */
export function NotFoundPage() {
  return (
    <div className="container not-found">
      <h1>Sorry, we couldn't find that page</h1>
      <p>The page may have moved, or the vehicle may have been sold.</p>
      <p>
        <Link to="/" className="btn">Back to home</Link>
      </p>
    </div>
  )
}
