import type { LucideIcon } from 'lucide-react';
import { Headset, Link2, Rocket, Sparkles, Users, Wallet } from 'lucide-react';
import { siteConfig } from '@/config/site-config';

export interface Feature {
  /** The slot's name (Support, Sales, ...), kept as the element's key. */
  key: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

export const FEATURES: Feature[] = [
  {
    key: 'support',
    icon: Headset,
    title: 'Dibantu Sampai Tuntas',
    text: 'Tim kami siap membantu lewat WhatsApp dan email setiap hari kerja, dari memilih tema sampai undangan terkirim ke tamu.',
  },
  {
    key: 'sales',
    icon: Wallet,
    title: 'Sekali Bayar, Tanpa Langganan',
    text: 'Mulai gratis dengan paket Basic. Paket Premium dan VIP cukup dibayar sekali lewat QRIS, e-wallet atau transfer bank.',
  },
  {
    key: 'onboarding',
    icon: Rocket,
    title: 'Siap dalam 10 Menit',
    text: 'Formulir yang runtut memandu kalian mengisi data mempelai, jadwal acara dan lokasi. Tidak perlu keahlian desain.',
  },
  {
    key: 'product',
    icon: Users,
    title: 'RSVP & Ucapan Tamu',
    text: 'Tamu mengonfirmasi kehadiran dan menitipkan doa langsung dari undangan, kalian memantau semuanya dari dashboard.',
  },
  {
    key: 'quality',
    icon: Sparkles,
    title: 'Cantik di Semua Layar',
    text: 'Setiap tema dirancang untuk ponsel lebih dulu, ringan dibuka dengan kuota terbatas dan tetap rapi di layar lebar.',
  },
  {
    key: 'result',
    icon: Link2,
    title: 'Satu Link untuk Semua Tamu',
    text: `Undangan tampil di alamat kalian sendiri, misalnya rina-budi.${siteConfig.invitationDomain}, siap dikirim lewat WhatsApp, Instagram atau email.`,
  },
];
