import { useRouter } from '@tanstack/react-router'

/** The listing's error state when its loader failed (SPEC §8 search service error: status error, a retry). */
export function ListingError() {
  const router = useRouter()
  return (
    <div className="container listing">
      <div className="listing__error" role="alert">
        <p>Sorry, we couldn’t load these results just now.</p>
        <button type="button" className="btn btn--primary" onClick={() => void router.invalidate()}>
          Try again
        </button>
      </div>
    </div>
  )
}
