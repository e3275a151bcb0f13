interface PgError {
  code?: string;
  constraint?: string;
  cause?: PgError;
}

/** PostgreSQL's unique_violation, found through drizzle's wrapper on either driver: the unique constraint a failed insert or update ran into, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  let current = error as PgError | undefined;
  for (let depth = 0; current && depth < 3; depth += 1, current = current.cause) {
    if (current.code === '23505') return current.constraint ?? '';
  }
  return null;
}

/** Whether a failed insert or update ran into any unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error) !== null;
}
