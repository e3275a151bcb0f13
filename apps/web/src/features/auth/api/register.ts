import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@kabar/shared';
import { api } from '@/lib/api-client';

interface RegisterAnswer {
  /** The phone as the server normalised it (`628...`). */
  phone: string;
  /** Seconds until a new code may be requested. */
  resend_after: number;
}

export async function registerAccount(input: RegisterInput): Promise<RegisterAnswer> {
  return (await api.post<RegisterAnswer>('/register', input)).data;
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
