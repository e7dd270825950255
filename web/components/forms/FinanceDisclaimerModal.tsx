import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { COMPARISON_WARNING } from '@domain/finance/finance-strip.ts'
import { useSite } from '../../site/use-site.ts'

/** The finance disclaimer modal (SPEC §2): the provider's terms in a react-aria Modal with the 300 ms animation. */
export function FinanceDisclaimerModal({
  triggerText = 'Finance disclaimer',
  disclaimer,
}: {
  triggerText?: string
  disclaimer?: string | null
}) {
  const site = useSite()
  const provider = site.finance.provider
  return (
    <DialogTrigger>
      <Button className="btn btn--link">{triggerText}</Button>
      <ModalOverlay className="lead-modal__overlay" isDismissable>
        <Modal className="lead-modal lead-modal--narrow">
          <Dialog className="lead-modal__dialog">
            {({ close }) => (
              <>
                <div className="lead-modal__bar">
                  <Heading slot="title" className="lead-modal__title">
                    Finance disclaimer
                  </Heading>
                  <Button className="lead-modal__close" onPress={close} aria-label="Close">
                    ×
                  </Button>
                </div>
                <div className="disclaimer">
                  {disclaimer ? <p>{disclaimer}</p> : null}
                  <p>
                    Repayments shown are estimates only{provider ? `, provided with ${provider}` : ''}, and do not
                    constitute a quote or an offer of finance. Finance is subject to the lender's credit assessment and
                    approval criteria; fees and charges apply.
                  </p>
                  <p>{COMPARISON_WARNING}</p>
                </div>
                <Button className="btn btn--accent" onPress={close}>
                  I understand
                </Button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
