import type { ArrivalCounts, CheckinArrival, CheckinGuest, CheckinResult } from '@kabar/shared';
import { api } from '@/lib/api-client';

export interface CheckinData {
  label: string;
  coupleNames: string;
  eventDate: string | null;
  counts: ArrivalCounts;
  guests: CheckinGuest[];
}

export interface ArrivalsData {
  counts: ArrivalCounts;
  arrivals: { id: string; checkedInAt: string; people: number }[];
}

export async function getCheckin(code: string): Promise<CheckinData> {
  return (await api.get<CheckinData>(`/checkin/${code}`)).data;
}

export async function getArrivals(code: string): Promise<ArrivalsData> {
  return (await api.get<ArrivalsData>(`/checkin/${code}/arrivals`)).data;
}

export async function postArrivals(
  code: string,
  arrivals: CheckinArrival[],
): Promise<{ results: CheckinResult[]; counts: ArrivalCounts }> {
  return (
    await api.post<{ results: CheckinResult[]; counts: ArrivalCounts }>(
      `/checkin/${code}/arrivals`,
      { arrivals },
      { timeoutMs: 15_000 },
    )
  ).data;
}
