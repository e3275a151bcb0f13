import { SandboxPayPage } from '@/features/checkout/components/sandbox-pay-page';

export default function Route() {
  return <SandboxPayPage />;
}
