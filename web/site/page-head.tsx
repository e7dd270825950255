import type { ReactElement } from 'react'
import { Asset, HeadContent, useRouter, useTags } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { keepingMarkup } from '../components/markup/render-alone.ts'

/**
 * The page's head tags: the router's `HeadContent`, whose tags the server keeps per set of heads.
 *
 * On the server `HeadContent` builds the tags from every match's head on each render: it spreads each tag's
 * attributes, writes every tag and each JSON-LD object as JSON (to remove duplicates and again for its React key)
 * and escapes the JSON-LD. Most pages' heads are the same objects from one view to the next (the root's per site
 * context, below; a vehicle page's per car object: web/vehicle/detail-head.ts; home's and content pages' per site and path:
 * web/components/content/content-route.ts), so the server keeps the elements `HeadContent` would make, by those objects'
 * identities (and the routes' and manifest's), and hands them to React again. A head made anew (a listing's, whose
 * canonical address is the search's) meets nothing kept and is built as before. The browser always renders the
 * router's own `HeadContent`, which follows navigation; the markup is the same either way (`KEPT_MARKUP=off` keeps
 * none, and tests/contract/kept-markup.test.ts compares whole pages both ways).
 */
export function PageHead(): ReactElement {
  const node = keptHeadNode(useRouter())
  if (!node) return <HeadContent />
  return node.head ?? <KeepingHead node={node} />
}

/** Builds the tags with the router's own `useTags`, as `HeadContent` does, and keeps its elements. */
function KeepingHead({ node }: { readonly node: HeadNode }): ReactElement {
  const tags = useTags()
  node.head = (
    // biome-ignore lint/complexity/noUselessFragments: the kept head is one ReactElement, so the tags' array needs a parent
    <>
      {tags.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={undefined} />
      ))}
    </>
  )
  return node.head
}

/** One step of the key: the next object's node, and the elements kept at the end of a full key. */
interface HeadNode {
  readonly next: WeakMap<object, HeadNode>
  head?: ReactElement
}

type Router = ReturnType<typeof useRouter>

/** What a match gives the head: its head's parts (undefined when its route has none). */
interface HeadParts {
  readonly status: string
  readonly _notFound?: unknown
  readonly _assetEnd?: number
  readonly meta?: object
  readonly links?: object
  readonly headScripts?: object
  readonly styles?: object
}

const NONE = {}
const step = (node: HeadNode, part: object | undefined): HeadNode => {
  const key = part ?? NONE
  let next = node.next.get(key)
  if (!next) {
    next = { next: new WeakMap() }
    node.next.set(key, next)
  }
  return next
}

/** per chain of route ids (a route tree's few dozen) */
const byRoutes = new Map<string, HeadNode>()

/**
 * The node of the request's heads, or null when they are not kept: in the browser, with kept markup off, with a
 * nonce, and for a page any of whose matches did not load (the router then cuts its tags short).
 */
const keptHeadNode: (router: Router) => HeadNode | null = createIsomorphicFn()
  .server((router: Router): HeadNode | null => {
    if (!keepingMarkup || router.options.ssr?.nonce) return null
    const matches = router.stores.matches.get() as unknown as ReadonlyArray<HeadParts & { readonly routeId: string }>
    let routes = ''
    for (const match of matches) {
      if (match.status !== 'success' || match._notFound || match._assetEnd !== undefined) return null
      routes += `${match.routeId} `
    }
    let node = byRoutes.get(routes)
    if (!node) {
      node = { next: new WeakMap() }
      byRoutes.set(routes, node)
    }
    node = step(node, router.ssr?.manifest)
    for (const match of matches)
      node = step(step(step(step(node, match.meta), match.links), match.headScripts), match.styles)
    return node
  })
  .client(() => null)
