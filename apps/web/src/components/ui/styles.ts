/** The few control styles the dashboard screens share (guests, album). */
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-50';
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50';
export const inputClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';
export const labelClass = 'mb-1 block text-sm font-medium text-stone-700';
export const cardClass = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5';
export const errorText = 'mt-1 text-sm text-red-700';
