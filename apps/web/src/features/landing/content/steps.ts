import type { LucideIcon } from 'lucide-react';
import { Palette, PencilLine, Send, UserPlus } from 'lucide-react';

export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The four-step strip: Register, Pilih Tema, Isi Form, Bagikan. */
export const STEPS: Step[] = [
  {
    icon: UserPlus,
    title: 'Register',
    text: 'Buat akun gratis dengan email atau akun Google dalam satu menit.',
  },
  {
    icon: Palette,
    title: 'Pilih Tema',
    text: 'Temukan tema yang paling menggambarkan kalian berdua dari katalog kami.',
  },
  {
    icon: PencilLine,
    title: 'Isi Form',
    text: 'Lengkapi data mempelai, jadwal akad dan resepsi, lokasi serta foto prewedding.',
  },
  {
    icon: Send,
    title: 'Bagikan',
    text: 'Kirim link undangan ke keluarga dan sahabat lewat WhatsApp atau media sosial.',
  },
];
