import {
  Headset,
  LogOut,
  MessageSquareHeart,
  Package,
  Palette,
  Receipt,
  User,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { unreadTotal, useUnreadAnswers } from '@/lib/answers-unread';
import { answerCount, useResponsesOverview } from '@/lib/responses-overview';

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition';
const idle = 'text-stone-700 hover:bg-brand-50 hover:text-brand-800';
const active = 'bg-brand-600 text-white shadow-sm';

function Item({
  to,
  icon,
  children,
  onNavigate,
  badge,
  fresh = 0,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate?: () => void;
  /** A count beside the label, e.g. the answers received. */
  badge?: { count: number; label: string } | undefined;
  /** How many of them are new since the person last looked. */
  fresh?: number;
}) {
  return (
    <li>
      <NavLink
        to={to}
        onClick={onNavigate}
        className={({ isActive }) => `${itemClass} ${isActive ? active : idle}`}
      >
        {icon}
        <span className="flex-1 text-left">{children}</span>
        {fresh > 0 ? (
          <span
            data-testid="unread-answers"
            className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white"
            aria-label={`${fresh} baru`}
            title={`${fresh} baru sejak terakhir dibuka`}
          >
            +{fresh}
          </span>
        ) : null}
        {badge ? (
          <span
            className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800"
            aria-label={badge.label}
          >
            {badge.count}
          </span>
        ) : null}
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
  const overview = useResponsesOverview();
  const answers = overview.data?.reduce((sum, item) => sum + answerCount(item), 0);
  const unread = unreadTotal(useUnreadAnswers().data);
  return (
    <nav aria-label="Menu dashboard" className="space-y-6">
      <div>
        <p className="px-3 text-xs font-bold tracking-widest text-stone-500">DASHBOARD SAYA</p>
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
            to={d.responses.getHref()}
            onNavigate={onNavigate}
            icon={<MessageSquareHeart className={iconClass} aria-hidden="true" />}
            badge={
              answers === undefined ? undefined : { count: answers, label: `${answers} jawaban` }
            }
            fresh={unread}
          >
            Jawaban Tamu
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
        <p className="px-3 text-xs font-bold tracking-widest text-stone-500">AKUN</p>
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
