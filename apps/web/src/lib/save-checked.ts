import type { z } from 'zod';
import { toast } from '@/components/ui/toast';

/**
 * A small settings form's save: the value is checked with the schema the server parses, its
 * messages shown together, and only a value that passes is sent; success is a toast.
 */
export function saveChecked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  setError: (message: string | null) => void,
  save: (
    data: z.output<S>,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void,
  success: string,
): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    setError(parsed.error.issues.map((issue) => issue.message).join(' '));
    return;
  }
  setError(null);
  save(parsed.data, {
    onSuccess: () => toast.success(success),
    onError: (failure) => setError(failure.message),
  });
}
