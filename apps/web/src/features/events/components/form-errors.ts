import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** The shared schema's problems on the form's fields (the first per field), before any request. */
export function showIssues<T extends FieldValues>(form: UseFormReturn<T>, error: z.ZodError) {
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    form.setError((field || 'root') as Path<T> | 'root', { message: issue.message });
  }
}

/** The server's refusal: its field errors on the fields, its message above the buttons. */
export function showServerError<T extends FieldValues>(form: UseFormReturn<T>, error: unknown) {
  const fields =
    error instanceof ApiError
      ? (error.data as { errors?: Record<string, string> } | null)?.errors
      : undefined;
  if (fields && Object.keys(fields).length) {
    for (const [field, message] of Object.entries(fields)) {
      form.setError(field as Path<T>, { message });
    }
    return;
  }
  form.setError('root', { message: (error as Error).message });
}
