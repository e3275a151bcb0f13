import { Mail, MessageCircle } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { siteConfig } from '@/config/site-config';
import { displayPhone, supportMailUrl, supportWhatsAppUrl, WORKING_HOURS } from './contact-links';

/** Kontak Kami: a floating card beside the sidebar on desktop, a bottom sheet on phones. */
export function ContactPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Kontak Kami"
      description="Ada pertanyaan? Tim kami siap membantu."
      className="m-0 mt-auto w-full max-w-none rounded-t-3xl lg:mb-6 lg:ml-[17rem] lg:w-80 lg:rounded-2xl"
    >
      <ul className="space-y-2">
        <li>
          <a
            href={supportMailUrl}
            className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-stone-200 hover:bg-stone-50"
          >
            <Mail className="size-5 text-brand-600" aria-hidden="true" />
            <span>
              <span className="block text-sm font-semibold">Email</span>
              <span className="block text-sm text-stone-600">{siteConfig.supportEmail}</span>
            </span>
          </a>
        </li>
        <li>
          <a
            href={supportWhatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-stone-200 hover:bg-stone-50"
          >
            <MessageCircle className="size-5 text-emerald-600" aria-hidden="true" />
            <span>
              <span className="block text-sm font-semibold">WhatsApp</span>
              <span className="block text-sm text-stone-600">
                {displayPhone(siteConfig.supportPhone)}
              </span>
            </span>
          </a>
        </li>
      </ul>
      <p className="mt-4 text-xs text-stone-500">{WORKING_HOURS}</p>
    </Dialog>
  );
}
