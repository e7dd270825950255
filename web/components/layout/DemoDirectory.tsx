import type { DirectoryEntry } from '../../site/site-context.functions.ts'
import type { Preset as Mode } from '@application/site/site-context.ts'

/** Bare localhost in demo/mock mode: the list of demo dealer sites. */
export function DemoDirectory({ sites, mode }: { sites: readonly DirectoryEntry[]; mode: Mode }) {
  const port = typeof window === 'undefined' ? '' : window.location.port
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
              <a href={`//${site.slug}.localhost${port ? `:${port}` : ''}/`} data-slug={site.slug}>
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
