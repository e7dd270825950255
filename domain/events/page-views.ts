import { EVENT_CATALOGUE } from './event-catalogue.ts'

/** Page types with a page-view event (SPEC §9). */
export type PageViewType =
  | 'home'
  | 'inventory'
  | 'details'
  | 'special_offers'
  | 'fleet'
  | 'service'
  | 'parts'
  | 'finance'
  | 'insurance'
  | 'ownership'
  | 'contact'
  | 'about'

/** The catalogue's page-view event for a page type (ids come from the catalogue, not from here). */
export function pageViewEvent(type: PageViewType): { id: number; name: string } {
  const entry = EVENT_CATALOGUE.find((e) => e.key === `page_view_${type}`)
  if (!entry) throw new Error(`No page-view event for ${type}`)
  return { id: entry.id, name: entry.key }
}

/**
 * The page type of each content page this app serves. The spec names page types, not paths: company pages
 * (about, privacy, terms, FAQs, reviews) count as 'about'; the Autopact and Ultratek products bought with a car
 * count as 'ownership'; location pages as 'contact'.
 */
export const CONTENT_PAGE_TYPES: Readonly<Record<string, PageViewType>> = {
  '/': 'home',
  '/about-us': 'about',
  '/privacy-policy': 'about',
  '/terms-and-conditions': 'about',
  '/faqs': 'about',
  '/reviews': 'about',
  '/news': 'about',
  '/special-offers': 'special_offers',
  '/autopact-handback-guarantee': 'ownership',
  '/autopact-protection-plan': 'ownership',
  '/ultratek': 'ownership',
  '/our-locations': 'contact',
  '/contact-us': 'contact',
  '/service': 'service',
  '/vehicle-parts-and-accessories': 'parts',
  '/finance': 'finance',
}

/** The page type of a content path (a /pages/ prefix ignored); unknown content pages count as 'about'. */
export function contentPageType(path: string): PageViewType {
  const clean = path.replace(/^\/pages(?=\/)/, '').replace(/\/+$/, '') || '/'
  const first = clean === '/' ? '/' : `/${clean.split('/')[1] ?? ''}`
  return CONTENT_PAGE_TYPES[clean] ?? CONTENT_PAGE_TYPES[first] ?? 'about'
}
