import { OrderHistory } from '@/features/orders/components/order-history';

export default function Route() {
  return <OrderHistory />;
}
