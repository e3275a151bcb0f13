/** The response envelope every /api answer uses (docs/product-rules.md, API client). */
export interface ApiMeta {
  code: number;
  msg: string;
}

export interface ApiEnvelope<T> {
  data: T;
  meta: ApiMeta;
}

/** Field name to message, as listed in `data.errors` of a validation failure. */
export type FieldErrors = Record<string, string>;

export interface ValidationErrorData {
  errors: FieldErrors;
}

/**
 * A data.errors map is shown joined with '. ' (docs/product-rules.md); messages that end with their
 * own period would read 'terdaftar.. Nomor', so each loses its final period and the sentence ends
 * with one.
 */
export function joinMessages(messages: readonly string[]): string {
  const parts = [...new Set(messages.map((m) => m.trim().replace(/\.+$/, '')).filter(Boolean))];
  if (!parts.length) return '';
  const ended = messages.some((m) => /\.\s*$/.test(m));
  return `${parts.join('. ')}${ended ? '.' : ''}`;
}
