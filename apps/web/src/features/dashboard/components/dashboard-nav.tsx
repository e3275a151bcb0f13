import { Headset, LogOut, Package, Palette, Receipt, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition';
const idle = 'text-stone-700 hover:bg-brand-50 hover:text-brand-800';
const active = 'bg-brand-600 text-white shadow-sm';

function Item({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink
        to={to}
        onClick={onNavigate}
        className={({ isActive }) => `${itemClass} ${isActive ? active : idle}`}
      >
        {icon}
        {children}
      </NavLink>
    </li>
  );
}

function ActionItem({
  onClick,
  icon,
  children,
}: {
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" onClick={onClick} className={`${itemClass} ${idle}`}>
        {icon}
        {children}
      </button>
    </li>
  );
}

const iconClass = 'size-5 shrink-0';

/** DASHBOARD SAYA and AKUN, the same list in the desktop sidebar and the phone drawer. */
export function DashboardNav({
  onNavigate,
  onContact,
  onLogout,
}: {
  onNavigate?: () => void;
  onContact: () => void;
  onLogout: () => void;
}) {
  const d = paths.dashboard;
  return (
    <nav aria-label="Menu dashboard" className="space-y-6">
      <div>
        <p className="px-3 text-xs font-bold tracking-widest text-stone-400">DASHBOARD SAYA</p>
        <ul className="mt-2 space-y-1">
          <Item
            to={d.setTheme.getHref()}
            onNavigate={onNavigate}
            icon={<Palette className={iconClass} aria-hidden="true" />}
          >
            Atur Tema
          </Item>
          <Item
            to={d.guestLists.getHref()}
            onNavigate={onNavigate}
            icon={<Users className={iconClass} aria-hidden="true" />}
          >
            Daftar Tamu
          </Item>
          <Item
            to={d.packet.getHref()}
            onNavigate={onNavigate}
            icon={<Package className={iconClass} aria-hidden="true" />}
          >
            Paket
          </Item>
          <Item
            to={d.orders.getHref()}
            onNavigate={onNavigate}
            icon={<Receipt className={iconClass} aria-hidden="true" />}
          >
            Riwayat Pesanan
          </Item>
          <ActionItem
            onClick={onContact}
            icon={<Headset className={iconClass} aria-hidden="true" />}
          >
            Kontak Kami
          </ActionItem>
        </ul>
      </div>
      <div>
        <p className="px-3 text-xs font-bold tracking-widest text-stone-400">AKUN</p>
        <ul className="mt-2 space-y-1">
          <Item
            to={d.profile.getHref()}
            onNavigate={onNavigate}
            icon={<User className={iconClass} aria-hidden="true" />}
          >
            Profil
          </Item>
          <ActionItem onClick={onLogout} icon={<LogOut className={iconClass} aria-hidden="true" />}>
            Keluar
          </ActionItem>
        </ul>
      </div>
    </nav>
  );
}
