import { appNavigableClick as plainClick } from '../../client/app-click.ts'
import { pageList } from '@domain/search/paging.ts'
import { pageWindow } from '@domain/search/page-window.ts'

interface PaginationProps {
  readonly page: number
  readonly total: number
  readonly hitsPerPage: number
  readonly hrefFor: (page: number) => string
  readonly onPage: (page: number) => void
}

/**
 * SPEC §9 paging: pages 1..ceil(total / page size). Real links (crawlable, open in a new tab); a plain click
 * changes the page in place.
 */
export function Pagination({ page, total, hitsPerPage, hrefFor, onPage }: PaginationProps) {
  const pages = pageList(total, hitsPerPage)
  if (pages.length <= 1) return null
  const link = (target: number, label: string, rel?: string) => (
    <a
      className="pager__link"
      href={hrefFor(target)}
      rel={rel}
      aria-label={label}
      aria-current={target === page ? 'page' : undefined}
      onClick={(event) => {
        if (!plainClick(event)) return
        event.preventDefault()
        onPage(target)
      }}
    >
      {label.startsWith('Page') ? target : label}
    </a>
  )
  return (
    <nav className="pager" aria-label="Pagination">
      <ul>
        {page > 1 ? <li>{link(page - 1, 'Previous page', 'prev')}</li> : null}
        {pageWindow(pages, page).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? <span className="pager__gap glyph glyph--gap" aria-hidden="true" /> : link(p, `Page ${p}`)}
          </li>
        ))}
        {page < pages.length ? <li>{link(page + 1, 'Next page', 'next')}</li> : null}
      </ul>
    </nav>
  )
}
