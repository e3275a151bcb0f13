import { siteConfig } from '@/config/site-config';

const GREETING = `Halo tim ${siteConfig.brandName}, saya butuh bantuan dengan undangan saya.`;

export const supportWhatsAppUrl = `https://wa.me/${siteConfig.supportPhone}?text=${encodeURIComponent(GREETING)}`;
export const supportMailUrl = `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(`Bantuan ${siteConfig.brandName}`)}`;

/** 6281200000000 as +62 812-0000-0000, the way Indonesians write a mobile number. */
export function displayPhone(phone: string): string {
  const local = phone.replace(/^62/, '');
  const groups = [local.slice(0, 3), local.slice(3, 7), local.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

export const WORKING_HOURS = 'Senin sampai Jumat, 09.00–17.00 WIB (kecuali hari libur nasional)';
