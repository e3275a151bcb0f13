import { joinMessages, type FieldErrors } from '@kabar/shared';

/** An error meant for the user: its status, Indonesian message and optional per-field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** What an address no route answers says; an operator route says the same to non-operators. */
export const ROUTE_NOT_FOUND = 'Alamat tidak ditemukan.';

export class NotFoundError extends AppError {
  constructor(message = 'Data tidak ditemukan.') {
    super(404, message);
  }
}

export class ValidationError extends AppError {
  constructor(
    readonly errors: FieldErrors,
    message = joinFieldErrors(errors),
    statusCode = 422,
  ) {
    super(statusCode, message, { errors });
  }
}

function joinFieldErrors(errors: FieldErrors): string {
  return joinMessages(Object.values(errors)) || 'Data tidak valid.';
}
