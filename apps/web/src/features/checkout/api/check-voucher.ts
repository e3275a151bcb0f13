import { useMutation } from '@tanstack/react-query';
import type { OrderItem, VoucherCheckDto } from '@kabar/shared';
import { api } from '@/lib/api-client';

export async function checkVoucher(input: {
  code: string;
  item: OrderItem;
}): Promise<VoucherCheckDto> {
  return (await api.post<VoucherCheckDto>('/vouchers/check', input)).data;
}

export function useCheckVoucher() {
  return useMutation({ mutationFn: checkVoucher });
}
