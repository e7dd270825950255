import { useRouter } from '@tanstack/react-router'
import { Button } from 'react-aria-components/Button'

/** The listing's error state when its loader failed (SPEC §8 search service error: status error, a retry). */
export function ListingError() {
  const router = useRouter()
  return (
    <div className="container listing">
      <div className="listing__error" role="alert">
        <p>Sorry, we couldn’t load these results just now.</p>
        <Button className="btn btn--primary" onPress={() => void router.invalidate()}>Try again</Button>
      </div>
    </div>
  )
}
