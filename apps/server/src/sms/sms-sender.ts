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
}
