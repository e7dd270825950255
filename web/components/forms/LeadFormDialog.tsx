import { isValidElement, lazy, Suspense, useMemo, type ReactElement, type ReactNode } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { Car } from '@domain/cars/car.schema.ts'
import { buildForm } from '@domain/forms/build-form.ts'
import { useSite } from '../../site/use-site.ts'
import type { LeadFormProps } from './LeadForm.tsx'

// The form engine, its fields and the local-data helpers are about 100 KB of script a vehicle page does not need
// until a shopper opens a form: fetched then (the dialog's 300 ms entrance covers most of it), not with the page.
const LeadForm = lazy(() => import('./LeadForm.tsx').then((m) => ({ default: m.LeadForm })))

/** SPEC §9 dialog animation: the overlay and the dialog fade and slide for 300 ms each way (forms.css). */
export const DIALOG_ANIMATION_MS = 300

export type LeadDialogKind = 'enquiry' | 'test-drive' | 'request-photos' | 'finance-application' | 'finance-pre-approval'

export interface LeadFormDialogProps {
  readonly kind: LeadDialogKind
  readonly car?: Car | null
  /** a react-aria Button (or any pressable) that opens the dialog; a string becomes a Button with that text */
  readonly trigger: ReactElement | string
  /** controlled use; leave out to let the trigger drive it */
  readonly isOpen?: boolean
  readonly onOpenChange?: (isOpen: boolean) => void
  /** open when the page arrives (a card's ?action=) */
  readonly defaultOpen?: boolean
  readonly triggerClassName?: string
  /** values the page knows already (a model page's message naming the model) */
  readonly prefill?: LeadFormProps['prefill']
}

/**
 * A lead form in a react-aria Modal for the vehicle pages: enquiry, test drive, request photos or finance, about
 * `car`. Escape, the close button or a click outside closes it; focus returns to the trigger.
 */
export function LeadFormDialog({ kind, car = null, trigger, isOpen, onOpenChange, triggerClassName, defaultOpen, prefill }: LeadFormDialogProps) {
  const site = useSite()
  const title = useMemo(() => buildForm(kind, site, car).title, [kind, site, car])
  const triggerNode: ReactNode = isValidElement(trigger) ? trigger : <Button className={triggerClassName ?? 'btn btn--accent'}>{trigger}</Button>
  return (
    <DialogTrigger {...(isOpen === undefined ? {} : { isOpen })} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {triggerNode}
      <ModalOverlay className="lead-modal__overlay" isDismissable>
        <Modal className="lead-modal">
          <Dialog className="lead-modal__dialog" aria-label={title}>
            {({ close }) => (
              <>
                <div className="lead-modal__bar">
                  <Heading slot="title" className="visually-hidden">{title}</Heading>
                  <Button className="lead-modal__close" onPress={close} aria-label="Close">×</Button>
                </div>
                <Suspense fallback={<p className="lead-modal__loading" role="status">Loading the form…</p>}>
                  <LeadForm kind={kind} car={car} headingLevel={2} {...(prefill ? { prefill } : {})} />
                </Suspense>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
