/**
 * The router's scroll restoration, minus its first run. The router places the window after every rendered
 * location: a saved position, the hash, or the top. Its first run is the document's own load, which the head's
 * inline restoration script already placed while the page painted; running it again once the app has hydrated
 * (seconds later on a slow phone) would throw a shopper who has started scrolling back to the top, and move a link
 * from under the finger about to tap it. Client-side navigations after that are restored as the router does.
 *
 * The router only saves the positions of what scrolled since its last run, and a shopper's scroll before the app
 * loaded happened before it listened: `keepWhereThePageIs` (in the browser, a `scroll` event on the document) runs
 * instead of the first run, so Back from the next page returns to where the shopper was even if they did not
 * scroll again.
 *
 * One per router: the browser makes one router per page load.
 */
export function scrollAfterFirstPage(keepWhereThePageIs: () => void): () => boolean {
  let firstPage = true
  return () => {
    if (!firstPage) return true
    firstPage = false
    keepWhereThePageIs()
    return false
  }
}
