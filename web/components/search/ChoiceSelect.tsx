import { NativeSelect } from './NativeSelect.tsx'

export const ANY = '__any__'

interface ChoiceSelectProps {
  readonly label: string
  readonly anyLabel: string
  readonly value: string | null
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string | null) => void
  readonly isDisabled?: boolean
}

/** A labelled single-choice select with an 'Any …' first option. */
export function ChoiceSelect({ label, anyLabel, value, options, onChange, isDisabled = false }: ChoiceSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={value ?? ANY}
      options={[{ value: ANY, label: anyLabel }, ...options]}
      onChange={(v) => onChange(v === ANY ? null : v)}
      isDisabled={isDisabled}
    />
  )
}
