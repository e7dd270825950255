import { useEffect, useId, useRef } from 'react'

interface NativeSelectProps {
  readonly label: string
  readonly value: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string) => void
  readonly isDisabled?: boolean
}

/**
 * A labelled `<select>`. The listing and home widget choices are plain single choices: the browser's own control
 * is keyboard- and screen-reader-operable everywhere, opens the phone's native picker, and costs no script,
 * where a scripted listbox would put its JavaScript in front of every home and search page.
 *
 * The page paints before the app's script runs, and the shopper can pick in that window: a choice the control
 * shows when the app takes it over is theirs, so it is passed on as a change (hydration leaves the control as it
 * is and would otherwise keep the state the server rendered).
 */
export function NativeSelect({ label, value, options, onChange, isDisabled = false }: NativeSelectProps) {
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes over the server's control
  useEffect(() => {
    const shown = select.current?.value
    // a microtask: after the page's own first effects (a listing's sets its state from the address)
    if (shown !== undefined && shown !== value) queueMicrotask(() => onChange(shown))
  }, [])
  return (
    <div className="sort">
      <label className="sort__label" htmlFor={id}>
        {label}
      </label>
      <span className="sort__control">
        <select
          ref={select}
          id={id}
          className="sort__select"
          value={value}
          disabled={isDisabled}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="sort__chevron glyph glyph--down" />
      </span>
    </div>
  )
}
