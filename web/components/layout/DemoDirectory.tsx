import type { DirectoryEntry } from '../../functions/site-context.functions.ts'
import type { Preset as Mode } from '@application/site/site-context.ts'

/** A demo site's address on the scheme and port the directory was opened on: http://localhost:3000 → http://{slug}.localhost:3000/. */
export function demoSiteUrl(origin: string, slug: string): string {
  const { protocol, port } = new URL(origin)
  return `${protocol}//${slug}.localhost${port ? `:${port}` : ''}/`
}

/** Bare localhost in demo/mock mode: the list of demo dealer sites. */
export function DemoDirectory({
  sites,
  mode,
  origin,
}: {
  sites: readonly DirectoryEntry[]
  mode: Mode
  origin: string
}) {
  return (
    <main id="main" className="container page">
      <h1>Demo dealer sites</h1>
      <p>
        One deployment, {sites.length} dealer sites ({mode} mode). Each site answers on its own host name,{' '}
        <code>{'{slug}'}.localhost</code>.
      </p>
      <ul className="directory-list">
        {sites.map((site) => (
          <li key={site.slug} className="panel">
            <h2>
              <a href={demoSiteUrl(origin, site.slug)} data-slug={site.slug}>
                {site.name}
              </a>
            </h2>
            <p>{site.tagline}</p>
            <p>
              <small>
                {site.slug} · {site.template} template
              </small>
            </p>
          </li>
        ))}
      </ul>
    </main>
  )
}
