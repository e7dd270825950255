import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Checkbox,
  CheckboxGroup,
  ComboBox,
  DateField,
  DateInput,
  DatePicker,
  Dialog,
  FieldError,
  FileTrigger,
  Group,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components'
import { parseDate, parseDateTime } from '@internationalized/date'
import type { FieldDefinition, FieldOption, FieldType, FieldValue, FormKind } from '@domain/forms/form-field.ts'
import type { BookingSlot } from '@domain/ports/dashboard.port.ts'
import { optionsFor, textKind } from '@domain/forms/field-input.ts'
import { UPLOAD_FIELDS, sizeRefusal } from '@domain/uploads/upload-rules.ts'
import { bookingDateLabel, bookingTimeLabel, makeSuggestions } from '@domain/forms/field-options.ts'
import { DateSegmentText } from './DateSegmentText.tsx'

/** What a custom field component receives. */
export interface CustomFieldProps {
  readonly field: FieldDefinition
  readonly value: FieldValue
  readonly error: string | undefined
  readonly onChange: (value: FieldValue) => void
  /** sets another field's value (e.g. a captcha's token beside its answer) */
  readonly setValue: (name: string, value: FieldValue) => void
}

export interface RegoLookupAnswer {
  readonly ok: boolean
  readonly message: string
  readonly values?: Readonly<Record<string, FieldValue>>
}

/** Per-form services the fields may use: tenant presentation settings, booking slots, lookups, custom components. */
export interface FieldServices {
  readonly currency: string
  readonly locale: string
  readonly numericPhone: boolean
  readonly manufacturers: readonly { readonly name: string }[]
  /** available booking slots for date-time fields; null = free choice of date and time */
  readonly bookings: readonly BookingSlot[] | null
  readonly regoLookup?:
    | ((rego: string, values: Readonly<Record<string, FieldValue>>) => Promise<RegoLookupAnswer>)
    | null
  readonly custom?: Readonly<Record<string, ComponentType<CustomFieldProps>>>
  /** the form these fields belong to (its captcha is issued for it) */
  readonly formKind?: FormKind
  /** how many step saves of this form have failed so far (a hosted captcha then asks for a fresh token) */
  readonly saveFailures?: number
  /** the tenant's wording of what shoppers read ('Used Vehicle Enquiry' → 'Pre-owned Vehicle Enquiry'); values stay */
  readonly wording?: (text: string) => string
}

export const FieldServicesContext = createContext<FieldServices>({
  currency: 'AUD',
  locale: 'en-AU',
  numericPhone: false,
  manufacturers: [],
  bookings: null,
})

export interface FieldControlProps {
  readonly field: FieldDefinition
  readonly value: FieldValue
  readonly values: Readonly<Record<string, FieldValue>>
  readonly error: string | undefined
  readonly onChange: (value: FieldValue) => void
  readonly setValue: (name: string, value: FieldValue) => void
}

const str = (v: FieldValue): string =>
  v === undefined || v === null ? '' : Array.isArray(v) ? v.join(', ') : String(v)
const num = (v: FieldValue): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN
const list = (v: FieldValue): string[] => (Array.isArray(v) ? [...v] : typeof v === 'string' && v ? [v] : [])

/** The visual required marker; hidden from assistive tech, which hears aria-required instead. */
function RequiredMark({ on }: { on: boolean }) {
  return on ? (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null
}

function Hint({ field }: { field: FieldDefinition }) {
  return field.text && field.type !== 'opt-in' && field.type !== 'button' ? (
    <Text slot="description" className="field__hint">
      {field.text}
    </Text>
  ) : null
}

/** A field's label with its required marker; `text` stands for the field's own label where a part of it is named. */
function FieldLabel({ field, text }: { field: FieldDefinition; text?: string }) {
  return (
    <Label className="field__label">
      {text ?? field.label}
      <RequiredMark on={field.required} />
    </Label>
  )
}

/** What stands under a field: its hint, then its error. */
function FieldFoot({ field, error }: { field: FieldDefinition; error: string | undefined }) {
  return (
    <>
      <Hint field={field} />
      <FieldError className="field__error">{error}</FieldError>
    </>
  )
}

function TextInputField({ field, value, error, onChange }: FieldControlProps) {
  const services = useContext(FieldServicesContext)
  const kind = textKind(field, services.numericPhone)
  return (
    <TextField
      className="field"
      name={field.name}
      value={str(value)}
      onChange={(s) => onChange(kind.transform ? kind.transform(s) : s)}
      isRequired={field.required}
      isInvalid={!!error}
      type={kind.type ?? 'text'}
      inputMode={kind.inputMode}
      autoComplete={kind.autoComplete}
      maxLength={kind.maxLength}
    >
      <FieldLabel field={field} />
      <Input
        className="field__input"
        placeholder={field.placeholder ?? (field.type === 'card-expiry' ? 'MM/YY' : undefined)}
      />
      <FieldFoot field={field} error={error} />
    </TextField>
  )
}

function RegoField(props: FieldControlProps) {
  const services = useContext(FieldServicesContext)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<RegoLookupAnswer | null>(null)
  const lookup = services.regoLookup
  return (
    <div className="field-row">
      <TextInputField {...props} />
      {lookup ? (
        <>
          <Button
            className="btn btn--secondary field-row__action"
            isPending={busy}
            onPress={async () => {
              if (!str(props.value).trim()) {
                setNote({ ok: false, message: 'Enter a registration to look it up.' })
                return
              }
              setBusy(true)
              try {
                const answer = await lookup(str(props.value), props.values)
                setNote(answer)
                if (answer.ok && answer.values) for (const [k, v] of Object.entries(answer.values)) props.setValue(k, v)
              } catch {
                setNote({
                  ok: false,
                  message: 'The lookup is not available right now. Please enter your vehicle details.',
                })
              } finally {
                setBusy(false)
              }
            }}
          >
            {busy ? 'Looking up…' : 'Find my vehicle'}
          </Button>
          <p className={note?.ok ? 'field__note' : 'field__note field__note--muted'} role="status">
            {note?.message ?? ''}
          </p>
        </>
      ) : null}
    </div>
  )
}

function TextAreaField({ field, value, error, onChange }: FieldControlProps) {
  return (
    <TextField
      className="field"
      name={field.name}
      value={str(value)}
      onChange={onChange}
      isRequired={field.required}
      isInvalid={!!error}
    >
      <FieldLabel field={field} />
      <TextArea className="field__input field__textarea" rows={4} placeholder={field.placeholder} />
      <FieldFoot field={field} error={error} />
    </TextField>
  )
}

function NumberInputField({ field, value, error, onChange }: FieldControlProps) {
  const services = useContext(FieldServicesContext)
  const formatOptions: Intl.NumberFormatOptions =
    field.type === 'currency'
      ? { style: 'currency', currency: services.currency, maximumFractionDigits: 0 }
      : field.type === 'year'
        ? { useGrouping: false, maximumFractionDigits: 0 }
        : { maximumFractionDigits: 0 }
  const maxYear = new Date().getFullYear() + 1
  return (
    <NumberField
      className="field"
      name={field.name}
      value={num(value)}
      onChange={(n) => onChange(Number.isNaN(n) ? undefined : n)}
      isRequired={field.required}
      isInvalid={!!error}
      formatOptions={formatOptions}
      minValue={field.type === 'year' ? 1900 : 0}
      maxValue={field.type === 'year' ? maxYear : undefined}
    >
      <FieldLabel field={field} />
      <Input className="field__input" inputMode="numeric" />
      <FieldFoot field={field} error={error} />
    </NumberField>
  )
}

function DistanceField({ field, value, error, onChange }: FieldControlProps) {
  return (
    <div className="field">
      <Slider
        className="slider"
        value={Number.isNaN(num(value)) ? 0 : num(value)}
        onChange={(n) => onChange(n)}
        minValue={0}
        maxValue={500}
        step={5}
      >
        <div className="slider__head">
          <FieldLabel field={field} />
          <SliderOutput className="slider__output">{({ state }) => `${state.getThumbValue(0)} km`}</SliderOutput>
        </div>
        <SliderTrack className="slider__track">
          <SliderThumb className="slider__thumb" name={field.name} />
        </SliderTrack>
      </Slider>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A choice field's options as the shopper reads them: the labels in the tenant's wording, the values as sent. */
function useOptions(field: FieldDefinition): readonly FieldOption[] {
  const { wording } = useContext(FieldServicesContext)
  const options = optionsFor(field)
  return wording ? options.map((o) => ({ ...o, label: wording(o.label) })) : options
}

function SelectField({ field, value, error, onChange, label }: FieldControlProps & { label?: string }) {
  const items = useOptions(field)
  return (
    <Select
      className="field"
      name={field.name}
      value={str(value) || null}
      onChange={(key) => onChange(key == null ? undefined : String(key))}
      isRequired={field.required}
      isInvalid={!!error}
      placeholder="Please select"
    >
      <FieldLabel field={field} text={label} />
      <Button className="field__input field__select">
        <SelectValue />
        <span aria-hidden="true" className="field__chevron">
          ▾
        </span>
      </Button>
      <FieldFoot field={field} error={error} />
      <Popover className="field__popover">
        <ListBox className="field__listbox" items={items.map((o) => ({ id: o.value, label: o.label }))}>
          {(item) => (
            <ListBoxItem className="field__option" id={item.id} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}

function MakeField({ field, value, error, onChange }: FieldControlProps) {
  const services = useContext(FieldServicesContext)
  const makes = makeSuggestions(services.manufacturers)
  const input = str(value)
  const shown = input ? makes.filter((m) => m.toLowerCase().includes(input.toLowerCase())) : makes
  return (
    <ComboBox
      className="field"
      name={field.name}
      allowsCustomValue
      menuTrigger="focus"
      inputValue={input}
      onInputChange={(s) => onChange(s)}
      items={shown.map((m) => ({ id: m, name: m }))}
      isRequired={field.required}
      isInvalid={!!error}
    >
      <FieldLabel field={field} />
      <div className="field__combo">
        <Input className="field__input" autoComplete="off" />
        <Button className="field__combo-button" aria-label="Show makes">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="field__popover">
        <ListBox className="field__listbox">
          {(item: { id: string; name: string }) => (
            <ListBoxItem className="field__option" id={item.id}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}

function ChoiceGroupField({ field, value, error, onChange }: FieldControlProps) {
  const items = useOptions(field)
  const cards = field.type === 'radio-card-group'
  const stars = field.type === 'star-rating'
  return (
    <RadioGroup
      className={`field choice-group${cards ? ' choice-group--cards' : ''}${stars ? ' choice-group--stars' : ''}`}
      name={field.name}
      value={str(value) || null}
      onChange={(v) => onChange(v)}
      isRequired={field.required}
      isInvalid={!!error}
      orientation={stars || cards ? 'horizontal' : 'vertical'}
    >
      <FieldLabel field={field} />
      <div className="choice-group__options">
        {items.map((o) => (
          <Radio
            key={o.value}
            value={o.value}
            className={cards ? 'choice-card' : stars ? 'star' : 'choice'}
            aria-label={stars ? o.label : undefined}
          >
            {stars ? <span aria-hidden="true">★</span> : o.label}
          </Radio>
        ))}
      </div>
      <FieldFoot field={field} error={error} />
    </RadioGroup>
  )
}

function CheckGroupField({ field, value, error, onChange }: FieldControlProps) {
  return (
    <CheckboxGroup
      className="field choice-group"
      name={field.name}
      value={list(value)}
      onChange={(v) => onChange(v)}
      isRequired={field.required}
      isInvalid={!!error}
    >
      <FieldLabel field={field} />
      <div className="choice-group__options">
        {useOptions(field).map((o) => (
          <Checkbox key={o.value} value={o.value} className="choice">
            <span className="choice__box" aria-hidden="true" />
            {o.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className="field__error">{error}</FieldError>
    </CheckboxGroup>
  )
}

function CheckField({ field, value, error, onChange }: FieldControlProps) {
  const label = field.type === 'opt-in' ? (field.text ?? field.label) : field.label
  return (
    <div className={`field${field.type === 'check-card' ? ' check-card' : ''}`}>
      <Checkbox
        className="choice"
        name={field.name}
        isSelected={value === true}
        onChange={(b) => onChange(b)}
        isRequired={field.required}
        isInvalid={!!error}
      >
        <span className="choice__box" aria-hidden="true" />
        <span>
          {label}
          {field.type === 'check-card' && field.text ? <span className="check-card__text">{field.text}</span> : null}
        </span>
      </Checkbox>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  )
}

/** A date value as its picker reads it; nothing when the field is empty or the text is not a date. */
function parsedOrNull<T>(value: FieldValue, parse: (text: string) => T): T | null {
  if (typeof value !== 'string' || !value) return null
  try {
    return parse(value)
  } catch {
    return null
  }
}

function DateOnlyField({ field, value, error, onChange }: FieldControlProps) {
  const parsed = parsedOrNull(value, parseDate)
  return (
    <DateField
      className="field"
      name={field.name}
      value={parsed}
      onChange={(d) => onChange(d ? d.toString() : undefined)}
      isRequired={field.required}
      isInvalid={!!error}
      granularity="day"
    >
      <FieldLabel field={field} />
      <DateInput className="field__input field__date">
        {(segment) => <DateSegmentText className="field__segment" segment={segment} />}
      </DateInput>
      <FieldFoot field={field} error={error} />
    </DateField>
  )
}

function DateTimeField(props: FieldControlProps) {
  const { bookings } = useContext(FieldServicesContext)
  if (bookings && bookings.length > 0) return <BookingSlotField {...props} bookings={bookings} />
  return <FreeDateTimeField {...props} />
}

/** Date and time picked from the dealer's available bookings: two selects, value 'YYYY-MM-DDTHH:mm'. */
function BookingSlotField({
  field,
  value,
  error,
  onChange,
  bookings,
}: FieldControlProps & { bookings: readonly BookingSlot[] }) {
  const { locale } = useContext(FieldServicesContext)
  const [savedDate, time] = str(value).split('T')
  // the date alone is not an answer yet: it is kept here until a time is picked
  const [pickedDate, setPickedDate] = useState<string | undefined>(savedDate || undefined)
  const date = pickedDate ?? savedDate
  const slot = bookings.find((b) => b.date === date)
  const dateField: FieldDefinition = {
    ...field,
    name: `${field.name}__date`,
    type: 'select',
    options: bookings.map((b) => ({ label: bookingDateLabel(b.date, locale), value: b.date })),
  }
  const timeField: FieldDefinition = {
    ...field,
    name: `${field.name}__time`,
    type: 'select',
    options: (slot?.times ?? []).map((t) => ({ label: bookingTimeLabel(t), value: t })),
  }
  return (
    <fieldset className="field field--pair">
      <legend className="field__label">
        {field.label}
        <RequiredMark on={field.required} />
      </legend>
      <SelectField
        field={dateField}
        label="Date"
        value={date}
        values={{}}
        error={error && !date ? error : undefined}
        setValue={() => {}}
        onChange={(d) => {
          setPickedDate(d ? String(d) : undefined)
          onChange(undefined)
        }}
      />
      <SelectField
        field={timeField}
        label="Time"
        value={date === savedDate ? time : undefined}
        values={{}}
        error={error && date ? error : undefined}
        setValue={() => {}}
        onChange={(t) => onChange(date && t ? `${date}T${String(t)}` : undefined)}
      />
    </fieldset>
  )
}

function FreeDateTimeField({ field, value, error, onChange }: FieldControlProps) {
  const parsed = parsedOrNull(value, parseDateTime)
  return (
    <DatePicker
      className="field"
      name={field.name}
      value={parsed}
      onChange={(d) => onChange(d ? d.toString().slice(0, 16) : undefined)}
      granularity="minute"
      isRequired={field.required}
      isInvalid={!!error}
    >
      <FieldLabel field={field} />
      <Group className="field__input field__date">
        <DateInput className="field__date-input">
          {(segment) => <DateSegmentText className="field__segment" segment={segment} />}
        </DateInput>
        <Button className="field__combo-button" aria-label="Open calendar">
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="field__popover">
        <Dialog className="calendar-dialog">
          <Calendar className="calendar">
            <header className="calendar__header">
              <Button slot="previous">◀</Button>
              <Heading />
              <Button slot="next">▶</Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell className="calendar__cell" date={date} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  )
}

/** One file the field holds: its reference (what the lead carries) and its name as the shopper reads it. */
interface AttachedFile {
  readonly reference: string
  readonly name: string
}

/**
 * Sends one chosen file to the upload route; its reference ('upload:{id}') is what the lead carries. A file too large
 * for its field is refused here with the server's own message before anything is sent (domain/uploads/upload-rules.ts).
 */
async function uploadFile(field: string, file: File): Promise<AttachedFile | { message: string }> {
  const tooLarge = sizeRefusal(field, file.name, file.size)
  if (tooLarge) return { message: tooLarge }
  try {
    const response = await fetch(`/api/uploads?field=${encodeURIComponent(field)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
      body: file,
    })
    const answer = (await response.json().catch(() => ({}))) as { reference?: string; name?: string; error?: string }
    if (response.ok && answer.reference) return { reference: answer.reference, name: answer.name ?? file.name }
    // the HTTP entry's own size refusal does not name the file: say it as the field's rule does
    if (response.status === 413)
      return { message: `"${file.name}" is larger than the server takes; attach a smaller file.` }
    return { message: answer.error ?? `"${file.name}" could not be attached. Please try again.` }
  } catch {
    return { message: `"${file.name}" could not be attached. Please check your connection and try again.` }
  }
}

/**
 * A file field: each chosen file is uploaded at once (POST /api/uploads: type and size checked there, kept outside
 * the web root) and the field's value is the files' references, which the lead carries to the dealer. A refused file
 * is named with why and leaves what was attached before as it was; a field of several files adds to them, up to its
 * rule's number.
 */
function FileField({ field, error, onChange }: FieldControlProps) {
  const [attached, setAttached] = useState<readonly AttachedFile[]>([])
  const [busy, setBusy] = useState(false)
  const [refusals, setRefusals] = useState<readonly string[]>([])
  const labelId = `${field.name}-file-label`
  const maxFiles = UPLOAD_FIELDS[field.name]?.maxFiles ?? 1
  async function choose(files: FileList | null) {
    const chosen = files ? Array.from(files) : []
    if (chosen.length === 0) return
    setBusy(true)
    setRefusals([])
    const room = maxFiles === 1 ? 1 : maxFiles - attached.length
    const sent = chosen.slice(0, Math.max(0, room))
    const results = await Promise.all(sent.map((file) => uploadFile(field.name, file)))
    setBusy(false)
    const taken = results.filter((r): r is AttachedFile => 'reference' in r)
    const over = chosen.length - sent.length
    setRefusals([
      ...results.flatMap((r) => ('message' in r ? [r.message] : [])),
      ...(over > 0 ? [`Only ${maxFiles} files can be attached here; ${over} were left out.`] : []),
    ])
    if (taken.length === 0) return
    const next = maxFiles === 1 ? taken.slice(0, 1) : [...attached, ...taken]
    setAttached(next)
    onChange(next.map((f) => f.reference))
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div keeps the field's layout (a fieldset brings its own border, padding and min-content width); role=group names it the same
    <div className="field" role="group" aria-labelledby={labelId}>
      <span className="field__label" id={labelId}>
        {field.label}
      </span>
      <FileTrigger allowsMultiple={maxFiles > 1} onSelect={(files) => void choose(files)}>
        <Button className="btn btn--secondary" aria-label={`${field.label}: choose file`} isPending={busy}>
          Choose file
        </Button>
      </FileTrigger>
      <p className="field__hint" aria-live="polite">
        {busy
          ? 'Attaching…'
          : attached.length > 0
            ? `Attached: ${attached.map((f) => f.name).join(', ')}`
            : 'No file chosen'}
      </p>
      {refusals.map((message) => (
        <p key={message} className="field__error" role="alert">
          {message}
        </p>
      ))}
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  )
}

function ActionButtonField({ field, value, onChange }: FieldControlProps) {
  return (
    <div className="field">
      <Button className="btn btn--secondary" aria-pressed={value === true} onPress={() => onChange(value !== true)}>
        {field.text ?? field.label}
      </Button>
    </div>
  )
}

/** The control of each field type; a type not named here is a text input (string, full-name, email, phone, …). */
const CONTROLS: Partial<Record<FieldType, ComponentType<FieldControlProps>>> = {
  textarea: TextAreaField,
  rego: RegoField,
  number: NumberInputField,
  kilometre: NumberInputField,
  currency: NumberInputField,
  year: NumberInputField,
  distance: DistanceField,
  select: SelectField,
  'location-select': SelectField,
  'service-interval': SelectField,
  make: MakeField,
  radio: ChoiceGroupField,
  'radio-group': ChoiceGroupField,
  'radio-card-group': ChoiceGroupField,
  'star-rating': ChoiceGroupField,
  tyres: ChoiceGroupField,
  'check-group': CheckGroupField,
  check: CheckField,
  'check-card': CheckField,
  'opt-in': CheckField,
  dob: DateOnlyField,
  'expiry-date': DateOnlyField,
  'date-time': DateTimeField,
  file: FileField,
  button: ActionButtonField,
}

/** One field of a definition on react-aria-components: labelled, keyboard-operable, error shown under it. */
export function FieldControl(props: FieldControlProps): ReactNode {
  const services = useContext(FieldServicesContext)
  const { field } = props
  if (field.type === 'hidden') return null
  const Custom = field.type === 'custom' && field.component ? services.custom?.[field.component] : undefined
  if (Custom)
    return (
      <Custom
        field={field}
        value={props.value}
        error={props.error}
        onChange={props.onChange}
        setValue={props.setValue}
      />
    )
  const Control = CONTROLS[field.type] ?? TextInputField
  return <Control {...props} />
}
