/**
 * Seven payment methods as plain word marks we drew ourselves: a bank, QRIS, e-wallets and a card
 * network. Names only, no brand artwork.
 */
const MARKS = [
  { name: 'BCA', className: 'text-[#0b4f9c] italic font-black tracking-tight' },
  { name: 'Mandiri', className: 'text-[#12386b] font-bold' },
  { name: 'QRIS', className: 'text-stone-900 font-black tracking-[0.2em]' },
  { name: 'GoPay', className: 'text-[#007a99] font-bold' },
  { name: 'OVO', className: 'text-[#4c2a86] font-black tracking-wider' },
  { name: 'DANA', className: 'text-[#0a6cb8] font-black' },
  { name: 'VISA', className: 'text-[#1a1f71] italic font-black tracking-wide' },
] as const;

export function PaymentMarks() {
  return (
    <ul aria-label="Metode pembayaran" className="flex flex-wrap gap-2">
      {MARKS.map((mark) => (
        <li
          key={mark.name}
          className="grid h-9 min-w-16 place-items-center rounded-lg bg-white px-3 text-sm shadow-sm ring-1 ring-stone-200"
        >
          <span className={mark.className}>{mark.name}</span>
        </li>
      ))}
    </ul>
  );
}
