/** The response envelope every /api answer uses (spec section 3, "Server envelope"). */
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
