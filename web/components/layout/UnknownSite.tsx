/** A host that is no tenant of ours: a plain 404 that names no tenant. */
export function UnknownSite() {
  return (
    <main id="main" className="not-found">
      <h1>Page not found</h1>
      <p>There is no site at this address.</p>
    </main>
  )
}
