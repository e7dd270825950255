/** One email: plain text always, an HTML version when the sender has one. */
export interface MailMessage {
  readonly to: string
  /** display name shown beside the configured sender address (a tenant's site name) */
  readonly fromName?: string
  readonly subject: string
  readonly text: string
  readonly html?: string
}

/**
 * Why a message was not sent. `timeout`: the mail server did not finish in time (it may still deliver);
 * `refused`: it answered with an error; `unreachable`: no connection (DNS, refused, TLS).
 */
export type MailFailureReason = 'timeout' | 'refused' | 'unreachable'

export type MailSendResult =
  | { readonly ok: true }
  /** `detail` is for the operator's log; it never carries the message body */
  | { readonly ok: false; readonly reason: MailFailureReason; readonly detail: string }

/** Sends one message and always answers (never throws), within the sender's own time limit. */
export interface MailSenderPort {
  send(message: MailMessage): Promise<MailSendResult>
}
