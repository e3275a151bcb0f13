export interface SmsMessage {
  /** Normalised `628...`. */
  to: string;
  text: string;
}

/** Delivers one-time codes to a phone. */
export interface SmsSender {
  /** 'twilio' or 'development', for the start-up log. */
  readonly kind: string;
  send(message: SmsMessage): Promise<void>;
}

/** A gateway refused or could not be reached; the message is safe to show. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
  /**
   * True when the same message may go through later (gateway unreachable, its own fault, its
   * quota); false when it never will as sent (a number it rejects, our account refused).
   */
  readonly retryable: boolean;
  constructor(message: string, { retryable }: { retryable: boolean }) {
    super(message);
    this.retryable = retryable;
  }
}

/** The spec's message for a gateway that has run out of messages it may send. */
export const SMS_QUOTA_MESSAGE = 'Kuota SMS telah habis. Silakan coba lagi nanti.';

/** The gateway says the account's sending quota or rate is used up; trying later may work. */
export class SmsQuotaError extends SmsDeliveryError {
  override name = 'SmsQuotaError';
  constructor() {
    super(SMS_QUOTA_MESSAGE, { retryable: true });
  }
}
