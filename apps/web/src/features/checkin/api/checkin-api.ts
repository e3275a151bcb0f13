import type {
  DeskAction,
  DeskActionsResultDto,
  CheckinArrival,
  CheckinArrivalsDto,
  CheckinArrivalsResultDto,
  CheckinDeskDto,
} from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getCheckin(code: string): Promise<CheckinDeskDto> {
  return (await api.get<CheckinDeskDto>(`/checkin/${code}`)).data;
}

export async function getArrivals(code: string): Promise<CheckinArrivalsDto> {
  return (await api.get<CheckinArrivalsDto>(`/checkin/${code}/arrivals`)).data;
}

export async function postArrivals(
  code: string,
  arrivals: CheckinArrival[],
): Promise<CheckinArrivalsResultDto> {
  return (
    await api.post<CheckinArrivalsResultDto>(
      `/checkin/${code}/arrivals`,
      { arrivals },
      { timeoutMs: 15_000 },
    )
  ).data;
}

/** Walk-ins and souvenirs, queued on the phone like scans and keyed by the phone's own ids. */
export async function postDeskActions(
  code: string,
  actions: DeskAction[],
): Promise<DeskActionsResultDto> {
  return (
    await api.post<DeskActionsResultDto>(
      `/checkin/${code}/actions`,
      { actions },
      { timeoutMs: 15_000 },
    )
  ).data;
}
