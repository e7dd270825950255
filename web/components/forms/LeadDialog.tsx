import { lazy, Suspense, useMemo } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { Car } from '@domain/cars/car.schema.ts'
import { buildForm } from '@domain/forms/build-form.ts'
import { useSite } from '../../site/use-site.ts'
import type { LeadFormProps } from './LeadForm.tsx'

/** The lead forms a vehicle page opens in a dialog. */
export type LeadDialogKind =
  | 'enquiry'
  | 'test-drive'
  | 'request-photos'
  | 'finance-application'
  | 'finance-pre-approval'

// The form engine, its fields and the local-data helpers are the bulk of a form's script: fetched when the dialog
// opens (its 300 ms entrance, SPEC §9, covers most of the wait), so no page pays for them before a shopper asks.
const LeadForm = lazy(() => import('./LeadForm.tsx').then((m) => ({ default: m.LeadForm })))

export interface LeadDialogProps {
  readonly kind: LeadDialogKind
  readonly car: Car | null
  readonly isOpen: boolean
  readonly onOpenChange: (isOpen: boolean) => void
  readonly prefill?: LeadFormProps['prefill']
}

/**
 * The lead form in a react-aria Modal: Escape, the close button or a click outside closes it, focus is held inside
 * while open and returns to where it was. Loaded by LeadFormDialog at the shopper's first reach for a trigger.
 */
export default function LeadDialog({ kind, car, isOpen, onOpenChange, prefill }: LeadDialogProps) {
  const site = useSite()
  const title = useMemo(() => buildForm(kind, site, car).title, [kind, site, car])
  return (
    <ModalOverlay className="lead-modal__overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="lead-modal">
        <Dialog className="lead-modal__dialog" aria-label={title}>
          {({ close }) => (
            <>
              <div className="lead-modal__bar">
                <Heading slot="title" className="visually-hidden">
                  {title}
                </Heading>
                <Button className="lead-modal__close" onPress={close} aria-label="Close">
                  ×
                </Button>
              </div>
              <Suspense
                fallback={
                  <p className="lead-modal__loading" role="status">
                    Loading the form…
                  </p>
                }
              >
                <LeadForm kind={kind} car={car} headingLevel={2} {...(prefill ? { prefill } : {})} />
              </Suspense>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
