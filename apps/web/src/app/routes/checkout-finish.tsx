import { OrderResult } from '@/features/orders/components/order-result';

export default function Route() {
  return <OrderResult />;
}
