import { lazy, Suspense, useRef, useState } from 'react'
import type { Car } from '@domain/cars/car.schema.ts'
import type { LeadFormProps } from './LeadForm.tsx'
import type { LeadDialogKind } from './LeadDialog.tsx'

/** SPEC §9 dialog animation: the overlay and the dialog fade and slide for 300 ms each way (forms.css). */
export const DIALOG_ANIMATION_MS = 300

const loadDialog = () => import('./LeadDialog.tsx')
const LeadDialog = lazy(loadDialog)

export interface LeadFormDialogProps {
  readonly kind: LeadDialogKind
  readonly car?: Car | null
  /** the trigger button's text */
  readonly trigger: string
  /** open when the page arrives (a card's ?action=) */
  readonly defaultOpen?: boolean
  readonly triggerClassName?: string
  /** values the page knows already (a model page's message naming the model) */
  readonly prefill?: LeadFormProps['prefill']
}

/**
 * A button that opens a lead form (enquiry, test drive, request photos or finance, about `car`) in a dialog, for
 * the vehicle pages. The button is native; the dialog (react-aria's Modal and Dialog) is fetched when
 * the shopper first points at, focuses or touches a trigger, and shown on the click, so the page loads none of it.
 * A click before the app has hydrated does nothing (no form to lose); the page's own buttons answer once it has.
 */
export function LeadFormDialog({
  kind,
  car = null,
  trigger,
  triggerClassName,
  defaultOpen = false,
  prefill,
}: LeadFormDialogProps) {
  const [isOpen, setOpen] = useState(defaultOpen)
  // mounted from the first open on, so the dialog's exit animation runs when it closes
  const [mounted, setMounted] = useState(defaultOpen)
  const button = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadDialog().catch(() => undefined)
  return (
    <>
      <button
        ref={button}
        type="button"
        className={triggerClassName ?? 'btn btn--accent'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {trigger}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <LeadDialog
            kind={kind}
            car={car}
            isOpen={isOpen}
            onOpenChange={(open) => {
              setOpen(open)
              if (!open) button.current?.focus()
            }}
            {...(prefill ? { prefill } : {})}
          />
        </Suspense>
      ) : null}
    </>
  )
}
