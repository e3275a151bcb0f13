import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One invitation in a dashboard list that opens one of its screens (its guests, its answers): an
 * icon, the couple's names as the title, and the lines under it.
 */
export function InvitationLinkCard({
  to,
  icon,
  title,
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 hover:ring-brand-300"
    >
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block break-words font-serif text-xl text-stone-900">{title}</span>
        {children}
      </span>
    </Link>
  );
}
