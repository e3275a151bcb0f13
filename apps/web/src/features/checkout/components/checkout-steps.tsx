const STEPS = ['Checkout', 'Pilih Tema', 'Payment'] as const;

/** The checkout's step strip, in its order; the checkout is the current step. */
export function CheckoutSteps({ current = 0 }: { current?: number }) {
  return (
    <ol className="mb-6 flex items-center gap-2 text-xs font-semibold sm:gap-4 sm:text-sm">
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className="flex flex-1 items-center gap-2"
        >
          <span
            className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full ${index === current ? 'bg-brand-600 text-white' : 'bg-stone-200 text-stone-600'}`}
          >
            {index + 1}
          </span>
          <span className={index === current ? 'text-stone-900' : 'text-stone-500'}>{step}</span>
          {index < STEPS.length - 1 ? (
            <span aria-hidden="true" className="hidden h-px flex-1 bg-stone-200 sm:block" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
