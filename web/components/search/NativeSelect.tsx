import { useId } from 'react'

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
 */
export function NativeSelect({ label, value, options, onChange, isDisabled = false }: NativeSelectProps) {
  const id = useId()
  return (
    <div className="sort">
      <label className="sort__label" htmlFor={id}>
        {label}
      </label>
      <span className="sort__control">
        <select
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
