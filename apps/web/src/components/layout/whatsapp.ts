import { siteConfig } from '@/config/site-config';

/** A wa.me chat link to the support number with a message typed in for the visitor. */
export function whatsAppLink(text: string, phone = siteConfig.supportPhone): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;
}

export const SUPPORT_GREETING = `Halo tim ${siteConfig.brandName}! Saya tertarik membuat undangan pernikahan digital dan ingin bertanya lebih lanjut.`;

/** The support number as people write it: +62 812-0000-0000. */
export function formatPhone(phone = siteConfig.supportPhone): string {
  const local = phone.replace(/^62/, '');
  const groups = [local.slice(0, 3), local.slice(3, 7), local.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}
