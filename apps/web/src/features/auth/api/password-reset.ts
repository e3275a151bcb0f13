import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function forgotPassword(email: string): Promise<string> {
  return (await api.post<{ email: string }>('/forgot-password', { email })).meta.msg;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return (await api.post<{ email: string }>('/reset-password', input)).meta.msg;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
