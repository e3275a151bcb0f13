import type { z } from 'zod';
import type { FieldErrors } from '@kabar/shared';
import { ValidationError } from './errors';

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses with the shared schema; failure becomes a ValidationError listing each field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  statusCode = 422,
): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new ValidationError(fieldErrorsOf(result.error), undefined, statusCode);
  }
  return result.data;
}
