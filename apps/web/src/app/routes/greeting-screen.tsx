import { GreetingScreen } from '@/features/checkin/components/greeting-screen';

export default GreetingScreen;
