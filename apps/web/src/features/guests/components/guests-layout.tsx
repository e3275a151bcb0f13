import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { coAdminRoleLabel, roleCan, type InvitationAction } from '@kabar/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useGuests, type GuestListData } from '../api/get-guests';

export type GuestsOutletContext = GuestListData & { invitationId: string };

/** What every tab under the layout reads: the invitation and its guests, from one cached query. */
export function useGuestsContext(): GuestsOutletContext {
  return useOutletContext<GuestsOutletContext>();
}

const d = paths.dashboard;
/** Each tab with what the person's role must allow: a co-admin sees only what they can use. */
const TABS: {
  label: string;
  short: string;
  href: (id: string) => string;
  end: boolean;
  action: InvitationAction;
}[] = [
  { label: 'Daftar Tamu', short: 'Tamu', href: d.guests.getHref, end: true, action: 'guests.view' },
  {
    label: 'Impor',
    short: 'Impor',
    href: d.guestsImport.getHref,
    end: false,
    action: 'guests.edit',
  },
  {
    label: 'Kirim WhatsApp',
    short: 'Kirim',
    href: d.guestsSend.getHref,
    end: false,
    action: 'guests.send',
  },
  {
    label: 'Check-in',
    short: 'Check-in',
    href: d.guestsCheckin.getHref,
    end: false,
    action: 'checkin.manage',
  },
  {
    label: 'Amplop & Kado',
    short: 'Amplop',
    href: d.guestsGifts.getHref,
    end: false,
    action: 'gifts.view',
  },
  {
    label: 'Pengelola',
    short: 'Pengelola',
    href: d.coAdmins.getHref,
    end: false,
    action: 'members.manage',
  },
];

export function GuestsLayout() {
  const invitationId = useParams().invitationId ?? '';
  const query = useGuests(invitationId);

  if (query.isPending) {
    return (
      <div className="px-4 py-10" aria-busy="true">
        <p className="mx-auto max-w-6xl text-stone-600">Memuat daftar tamu...</p>
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col justify-center px-6 py-16">
        <h1 className="font-serif text-3xl text-stone-900">
          {notFound ? 'Undangan tidak ditemukan.' : `Error: ${query.error.message}`}
        </h1>
        <div className="mt-6 flex flex-wrap gap-3">
          {notFound ? null : (
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white"
            >
              Coba Lagi
            </button>
          )}
          <Link
            to={d.guestLists.getHref()}
            className="rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold text-stone-700"
          >
            Kembali ke daftar undangan
          </Link>
        </div>
      </main>
    );
  }

  const { invitation, role, side } = query.data;
  const context: GuestsOutletContext = { ...query.data, invitationId };
  return (
    <div>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
          <Link
            to={d.guestLists.getHref()}
            className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-brand-700"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Semua undangan
          </Link>
          <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <h1 className="font-serif text-2xl text-stone-900 sm:text-3xl">
              Tamu {invitation.coupleNames}
            </h1>
            {invitation.status === 'draft' ? (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                Draf
              </span>
            ) : null}
          </div>
          {invitation.eventDate ? (
            <p className="mt-1 text-sm text-stone-600">{invitation.eventDate}</p>
          ) : null}
          {role === 'owner' ? null : (
            <p
              data-testid="co-admin-role"
              className="mt-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
            >
              Kamu: {coAdminRoleLabel(role, side)}
            </p>
          )}
          <nav aria-label="Menu tamu" className="-mx-4 mt-4 overflow-x-auto px-4">
            <ul className="flex min-w-max gap-1">
              {TABS.filter((tab) => roleCan(role, tab.action)).map((tab) => (
                <li key={tab.label}>
                  <NavLink
                    to={tab.href(invitationId)}
                    end={tab.end}
                    className={({ isActive }) =>
                      `inline-block border-b-2 px-2.5 py-2.5 text-sm font-semibold sm:px-3 ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-stone-600 hover:text-stone-900'}`
                    }
                  >
                    <span className="sm:hidden">{tab.short}</span>
                    <span className="hidden sm:inline">{tab.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <Outlet context={context} />
      </main>
    </div>
  );
}
