interface KeywordFieldProps {
  readonly value: string
  /** Enter: the typed keyword (empty clears it) */
  readonly onSubmit: (query: string) => void
  /** the input's element id (named, not React's: the listing's filter panel is kept as markup, where useId differs) */
  readonly id: string
}

/**
 * The listing's keyword box: a native labelled search input. Enter searches; Escape empties the box and, when a
 * keyword was in force, clears it (as the browser's own clear button does through the `search` event).
 * Re-keyed by the page when the keyword in force changes, so it shows what is searched.
 */
export function KeywordField({ value, onSubmit, id }: KeywordFieldProps) {
  return (
    <div className="keyword">
      <label className="keyword__label" htmlFor={id}>
        Keyword
      </label>
      <input
        id={id}
        type="search"
        className="keyword__input"
        placeholder="e.g. Hilux SR5"
        defaultValue={value}
        enterKeyHint="search"
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            onSubmit(event.currentTarget.value)
          } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
            event.preventDefault()
            event.currentTarget.value = ''
            if (value !== '') onSubmit('')
          }
        }}
      />
    </div>
  )
}
