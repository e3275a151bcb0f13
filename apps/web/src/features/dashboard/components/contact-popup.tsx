import { Mail, MessageCircle, X } from 'lucide-react';
import { siteConfig } from '@/config/site-config';
import { displayPhone, supportMailUrl, supportWhatsAppUrl, WORKING_HOURS } from './contact-links';
import { ModalDialog } from './modal-dialog';

/** Kontak Kami: a floating card beside the sidebar on desktop, a bottom sheet on phones. */
export function ContactPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="contact-popup-title"
      className="mx-0 mb-0 mt-auto w-full max-w-none lg:mb-6 lg:ml-[17rem] lg:w-80"
      panelClassName="rounded-t-3xl p-6 lg:rounded-2xl"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="contact-popup-title" className="font-serif text-xl text-stone-900">
            Kontak Kami
          </h2>
          <p className="mt-1 text-sm text-stone-600">Ada pertanyaan? Tim kami siap membantu.</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Tutup"
          className="rounded-full p-1 text-stone-500 hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <ul className="mt-4 space-y-2">
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
    </ModalDialog>
  );
}
