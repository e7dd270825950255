export {
  seoHead,
  pageTitle,
  metaDescription,
  canonicalUrl,
  socialImage,
  DESCRIPTION_LIMIT,
  type SeoInput,
  type HeadTags,
} from '@domain/seo/seo-head.ts'
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
} from '@domain/seo/json-ld.ts'
export { JsonLd } from './JsonLd.tsx'
