import { CalendarHeart, MapPin, MessageCircleHeart, UsersRound } from 'lucide-react';

const COUNTDOWN = [
  ['86', 'Hari'],
  ['12', 'Jam'],
  ['40', 'Menit'],
  ['18', 'Detik'],
] as const;

/** A drawn phone showing what a guest sees: an illustration, sized up front so nothing shifts. */
export function InvitationPreview() {
  return (
    <div
      role="img"
      aria-label="Contoh undangan Rina & Budi di layar ponsel, dengan hitung mundur, lokasi dan RSVP"
      className="relative mx-auto h-[30rem] w-[17rem] sm:h-[34rem] sm:w-[19rem]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 rounded-[2.75rem] bg-stone-900 p-2.5 shadow-2xl shadow-brand-900/30"
      >
        <div className="relative flex h-full flex-col items-center overflow-hidden rounded-[2.2rem] bg-gradient-to-b from-[#fdf6f0] via-[#f8e7e3] to-[#f1d3d3] px-5 pt-10 text-center">
          <div className="absolute left-1/2 top-2 h-5 w-24 -translate-x-1/2 rounded-full bg-stone-900" />
          <svg viewBox="0 0 200 40" className="w-40 text-brand-400" fill="none">
            <path
              d="M10 30c30-22 60-22 90 0 30-22 60-22 90 0"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <circle cx="100" cy="30" r="4" fill="currentColor" />
          </svg>
          <p className="mt-3 text-[0.65rem] font-semibold uppercase tracking-[0.3em] text-brand-700">
            The Wedding of
          </p>
          <p className="mt-2 font-serif text-4xl text-stone-900 sm:text-[2.6rem]">Rina</p>
          <p className="font-serif text-2xl text-brand-600">&amp;</p>
          <p className="font-serif text-4xl text-stone-900 sm:text-[2.6rem]">Budi</p>
          <p className="mt-3 flex items-center gap-1.5 text-xs font-medium text-stone-700">
            <CalendarHeart className="size-3.5 text-brand-600" />
            Sabtu, 14 Februari 2026
          </p>
          <div className="mt-4 grid w-full grid-cols-4 gap-1.5">
            {COUNTDOWN.map(([value, label]) => (
              <div key={label} className="rounded-xl bg-white/80 py-2 shadow-sm">
                <p className="font-serif text-lg leading-none text-stone-900">{value}</p>
                <p className="mt-1 text-[0.55rem] uppercase tracking-wider text-stone-600">
                  {label}
                </p>
              </div>
            ))}
          </div>
          <p className="mt-4 flex items-center gap-1 text-[0.7rem] text-stone-600">
            <MapPin className="size-3 text-brand-600" />
            Gedung Sasana Kriya, Jakarta
          </p>
          <span className="mt-auto mb-8 rounded-full bg-brand-600 px-6 py-2.5 text-xs font-semibold text-white shadow">
            Buka Undangan
          </span>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="absolute -left-24 top-[8.5rem] hidden items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-left shadow-xl ring-1 ring-stone-100 sm:flex"
      >
        <span className="grid size-8 place-items-center rounded-full bg-emerald-100 text-emerald-700">
          <UsersRound className="size-4" />
        </span>
        <span>
          <span className="block text-xs font-bold text-stone-900">128 tamu hadir</span>
          <span className="block text-[0.65rem] text-stone-600">RSVP masuk otomatis</span>
        </span>
      </div>
      <div
        aria-hidden="true"
        className="absolute -right-14 bottom-28 hidden items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-left shadow-xl ring-1 ring-stone-100 sm:flex"
      >
        <span className="grid size-8 place-items-center rounded-full bg-brand-100 text-brand-700">
          <MessageCircleHeart className="size-4" />
        </span>
        <span>
          <span className="block text-xs font-bold text-stone-900">Ucapan baru</span>
          <span className="block text-[0.65rem] text-stone-600">“Selamat ya, Rina & Budi!”</span>
        </span>
      </div>
    </div>
  );
}
