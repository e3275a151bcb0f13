import { useMutation } from '@tanstack/react-query';
import type { LoginInput, SessionPayload } from '@kabar/shared';
import { api } from '@/lib/api-client';

/** Data of a 403 for an account whose phone still needs its code. */
export interface PhoneNotVerified {
  needs_phone_verification: true;
  phone: string;
}

export async function login(input: LoginInput): Promise<{ data: SessionPayload; msg: string }> {
  const response = await api.post<SessionPayload>('/login', input);
  return { data: response.data, msg: response.meta.msg };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
