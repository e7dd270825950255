import type { RefObject } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Popover } from 'react-aria-components/Popover'

/** The open disclaimer: react-aria's popover dialog (focus in, Escape and a click outside close, focus returns). */
export default function DisclaimerPopover({
  text,
  triggerRef,
  onClose,
}: {
  readonly text: string
  readonly triggerRef: RefObject<HTMLButtonElement | null>
  readonly onClose: () => void
}) {
  return (
    <Popover
      className="vc__popover"
      placement="top"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => open || onClose()}
    >
      <Dialog className="vc__disclaimer" aria-label="Finance disclaimer">
        <p>{text}</p>
      </Dialog>
    </Popover>
  )
}
