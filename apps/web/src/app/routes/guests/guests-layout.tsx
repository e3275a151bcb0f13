import { GuestsLayout } from '@/features/guests/components/guests-layout';

export default GuestsLayout;
