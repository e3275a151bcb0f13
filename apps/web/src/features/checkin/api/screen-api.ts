import type { ScreenDto, ScreenGreetingsDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function getScreen(code: string): Promise<ScreenDto> {
  return (await api.get<ScreenDto>(`/screen/${code}`)).data;
}

export async function getGreetings(code: string, after: number): Promise<ScreenGreetingsDto> {
  return (await api.get<ScreenGreetingsDto>(`/screen/${code}/greetings?after=${after}`)).data;
}
