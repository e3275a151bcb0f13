import { SUPPORT_GREETING, whatsAppLink } from './whatsapp';
import { WhatsAppIcon } from './whatsapp-icon';

/** The floating contact button: a WhatsApp chat with support, 'Contact Us Now!' on hover. */
export function WhatsAppButton() {
  return (
    <a
      href={whatsAppLink(SUPPORT_GREETING)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Hubungi kami lewat WhatsApp"
      data-testid="whatsapp-button"
      className="group fixed bottom-5 right-5 z-30 flex items-center gap-3"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none translate-x-2 rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white opacity-0 shadow-lg transition group-hover:translate-x-0 group-hover:opacity-100 group-focus-visible:translate-x-0 group-focus-visible:opacity-100"
      >
        Contact Us Now!
      </span>
      <span className="grid size-14 place-items-center rounded-full bg-[#1c8d4f] text-white shadow-lg shadow-emerald-900/25 transition group-hover:scale-105">
        <WhatsAppIcon className="size-7" />
      </span>
    </a>
  );
}
