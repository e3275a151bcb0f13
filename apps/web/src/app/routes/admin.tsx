import { AdminConsole } from '@/features/admin/components/admin-console';

export default function Route() {
  return <AdminConsole />;
}
