import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GooglePhoneNeeded, SessionPayload } from '@kabar/shared';
import { api } from '@/lib/api-client';

export interface GoogleConfig {
  enabled: boolean;
  mode: 'google' | 'local' | null;
  client_id: string | null;
  authorize_url: string | null;
}

export const googleConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'google-config'],
    queryFn: async () => (await api.get<GoogleConfig>('/auth/google-config')).data,
    staleTime: Infinity,
  });

export function useGoogleConfig() {
  return useQuery(googleConfigQueryOptions());
}

export type GoogleLoginAnswer =
  | { kind: 'signed-in'; data: SessionPayload; msg: string }
  | { kind: 'needs-phone'; data: GooglePhoneNeeded };

/** Only the ID token goes to the server; it reads name and email from the verified token. */
export async function loginWithGoogle(
  credential: string,
  registrationSource?: string,
): Promise<GoogleLoginAnswer> {
  const response = await api.post<SessionPayload | GooglePhoneNeeded>('/login-google', {
    credential,
    ...(registrationSource ? { registration_source: registrationSource } : {}),
  });
  const data = response.data;
  if ('needs_phone' in data) return { kind: 'needs-phone', data };
  return { kind: 'signed-in', data, msg: response.meta.msg };
}

/** Creates the pending Google registration the phone code then completes. */
export async function startGoogleRegistration(
  credential: string,
  phone: string,
  registrationSource?: string,
): Promise<{ phone: string }> {
  const response = await api.post<{ pending: true; phone: string }>('/login-google', {
    credential,
    phone,
    ...(registrationSource ? { registration_source: registrationSource } : {}),
  });
  return { phone: response.data.phone };
}
