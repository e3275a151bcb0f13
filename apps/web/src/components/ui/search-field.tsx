import { Search } from 'lucide-react';

const SIZES = {
  /** The dashboard's lists. */
  regular: {
    icon: 'left-3 top-2.5 h-4 w-4',
    input: 'rounded-xl py-2 pl-9 pr-3 text-sm',
  },
  /** The check-in desk, used standing with one thumb. */
  large: {
    icon: 'left-4 top-3.5 h-5 w-5',
    input: 'rounded-2xl py-3 pl-11 pr-4 text-base',
  },
};

/** A search box with its magnifier, named for screen readers by `label`. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder = label,
  size = 'regular',
  className = '',
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  size?: keyof typeof SIZES;
  className?: string;
  testId?: string;
}) {
  const look = SIZES[size];
  return (
    <label className={`relative block ${className}`}>
      <span className="sr-only">{label}</span>
      <Search
        className={`pointer-events-none absolute text-stone-400 ${look.icon}`}
        aria-hidden="true"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        data-testid={testId}
        className={`w-full border border-stone-300 bg-white text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${look.input}`}
      />
    </label>
  );
}
