import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** What a page about invitations shows before the couple has made one. */
export function NoInvitationYet({ children }: { children: string }) {
  return (
    <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
      <h2 className="font-serif text-xl text-stone-900">Belum Ada Undangan</h2>
      <p className="mt-2 text-stone-600">{children}</p>
      <Link
        to={paths.dashboard.setTheme.getHref()}
        className="mt-4 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Pilih Tema
      </Link>
    </div>
  );
}
