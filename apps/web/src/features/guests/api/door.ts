import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ControlRoomDto,
  DoorPrizeDrawDto,
  DoorPrizeDrawInput,
  DoorSettingsDto,
  DoorSettingsInput,
  WalkInDto,
} from '@kabar/shared';
import { api } from '@/lib/api-client';

/** Under the invitation's key, so the live stream's refetch reaches every door query. */
const doorKey = (invitationId: string, part: string) => ['invitations', invitationId, part];
const base = (invitationId: string) => `/invitations/${invitationId}`;

export function useControlRoom(invitationId: string) {
  return useQuery({
    queryKey: doorKey(invitationId, 'control-room'),
    queryFn: async () => (await api.get<ControlRoomDto>(`${base(invitationId)}/control-room`)).data,
  });
}

export function useDoorSettings(invitationId: string) {
  return useQuery({
    queryKey: doorKey(invitationId, 'door-settings'),
    queryFn: async () =>
      (await api.get<DoorSettingsDto>(`${base(invitationId)}/door-settings`)).data,
  });
}

export function useSaveDoorSettings(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: DoorSettingsInput) =>
      (await api.put<DoorSettingsDto>(`${base(invitationId)}/door-settings`, input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['invitations', invitationId] }),
  });
}

export function useWalkIns(invitationId: string) {
  return useQuery({
    queryKey: doorKey(invitationId, 'walk-ins'),
    queryFn: async () => (await api.get<WalkInDto[]>(`${base(invitationId)}/walk-ins`)).data,
  });
}

export function useMergeWalkIn(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ walkInId, guestId }: { walkInId: string; guestId: string }) =>
      (
        await api.post<WalkInDto[]>(`${base(invitationId)}/walk-ins/${walkInId}/merge`, {
          guestId,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['invitations', invitationId] }),
  });
}

export function useDoorPrizeDraws(invitationId: string) {
  return useQuery({
    queryKey: doorKey(invitationId, 'door-prize'),
    queryFn: async () =>
      (await api.get<DoorPrizeDrawDto[]>(`${base(invitationId)}/door-prize`)).data,
  });
}

export function useDrawDoorPrize(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: DoorPrizeDrawInput) =>
      (await api.post<DoorPrizeDrawDto>(`${base(invitationId)}/door-prize`, input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: doorKey(invitationId, 'door-prize') }),
  });
}
