import { Link, NavLink, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { coAdminRoleLabel, roleCan, type InvitationAction } from '@kabar/shared';
import { NotForYourRole } from '@/components/ui/not-for-your-role';
import { PageShell } from '@/components/ui/page-shell';
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
    label: 'Acara & Sesi',
    short: 'Acara',
    href: d.guestsEvents.getHref,
    end: false,
    action: 'guests.view',
  },
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
    label: 'Hari H',
    short: 'Hari H',
    href: d.guestsDoor.getHref,
    end: false,
    action: 'guests.view',
  },
  {
    label: 'Amplop & Kado',
    short: 'Amplop',
    href: d.guestsGifts.getHref,
    end: false,
    action: 'gifts.view',
  },
  { label: 'Album Foto', short: 'Album', href: d.guestsAlbum.getHref, end: false, action: 'view' },
  {
    label: 'Pengelola',
    short: 'Pengelola',
    href: d.coAdmins.getHref,
    end: false,
    action: 'members.manage',
  },
];

/** The tab a path opens: the longest tab address it starts with. */
function tabAt(pathname: string, invitationId: string) {
  return TABS.filter((tab) => {
    const href = tab.href(invitationId);
    return pathname === href || pathname.startsWith(`${href}/`);
  }).sort((a, b) => b.href(invitationId).length - a.href(invitationId).length)[0];
}

export function GuestsLayout() {
  const invitationId = useParams().invitationId ?? '';
  const query = useGuests(invitationId);
  const { pathname } = useLocation();

  if (query.isPending) {
    return (
      <PageShell title="Tamu">
        <p className="text-stone-600" aria-busy="true">
          Memuat daftar tamu...
        </p>
      </PageShell>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageShell
        width="narrow"
        title={notFound ? 'Undangan tidak ditemukan.' : `Error: ${query.error.message}`}
      >
        <div className="flex flex-wrap gap-3">
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
      </PageShell>
    );
  }

  const { invitation, role, side } = query.data;
  const context: GuestsOutletContext = { ...query.data, invitationId };
  // A tab the role cannot use is not offered; opened by URL, it says so instead of failing.
  const tab = tabAt(pathname, invitationId);
  const allowed = !tab || roleCan(role, tab.action);
  return (
    <PageShell
      back={
        <Link
          to={d.guestLists.getHref()}
          className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-brand-700"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Semua undangan
        </Link>
      }
      title={`Tamu ${invitation.coupleNames}`}
      description={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {invitation.status === 'draft' ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              Draf
            </span>
          ) : null}
          {invitation.eventDate ? <span>{invitation.eventDate}</span> : null}
          {role === 'owner' ? null : (
            <span
              data-testid="co-admin-role"
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
            >
              Kamu: {coAdminRoleLabel(role, side)}
            </span>
          )}
        </div>
      }
    >
      <nav aria-label="Menu tamu" className="-mx-4 overflow-x-auto border-b border-stone-200 px-4">
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
      <div className="mt-6">
        {allowed ? (
          <Outlet context={context} />
        ) : (
          <NotForYourRole
            roleLabel={coAdminRoleLabel(role, side)}
            backTo={d.guests.getHref(invitationId)}
            backLabel="Ke Daftar Tamu"
          />
        )}
      </div>
    </PageShell>
  );
}
