import { invitationDtoSchema, type InvitationDto } from '@kabar/shared/invitation-api';
import { api } from '@/lib/api-client';

/** theme_id plus the merged step values, with our photos and section order. */
export async function saveConfiguration(body: Record<string, unknown>): Promise<InvitationDto> {
  return invitationDtoSchema.parse((await api.post<unknown>('/themes/configuration', body)).data);
}
