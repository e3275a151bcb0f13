import { PacketPage } from '@/features/dashboard/components/packet-page';

export default PacketPage;
