import { ContactPage } from '@/features/dashboard/components/contact-page';

export default ContactPage;
