export {
  seoHead,
  pageTitle,
  metaDescription,
  canonicalUrl,
  socialImage,
  DESCRIPTION_LIMIT,
  type SeoInput,
  type HeadTags,
} from './seo-head.ts'
export {
  autoDealerJsonLd,
  breadcrumbJsonLd,
  organisationJsonLd,
  faqJsonLd,
  openingHoursSpecification,
  serialiseJsonLd,
  type JsonLdObject,
  type Crumb,
  type AutoDealerInput,
} from './json-ld.ts'
export { JsonLd } from './JsonLd.tsx'
export { getPageOrigin } from '../../functions/origin.functions.ts'
