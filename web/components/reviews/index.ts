export { Stars } from './Stars.tsx'
export { ReviewSummary, ReviewsCarousel, ReviewsList, type ReviewsData } from './Reviews.tsx'
export { reviewDateInWords, daysAgoInWords, parseReviewDate } from '@domain/reviews/date-in-words.ts'
