import { useMutation } from '@tanstack/react-query';
import type { CreateOrderInput, OrderDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function createOrder(input: CreateOrderInput): Promise<OrderDto> {
  return (await api.post<OrderDto>('/orders', input)).data;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
