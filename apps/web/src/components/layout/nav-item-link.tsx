import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';
import { SectionLink } from './section-link';

/** One menu entry: a section on the landing page or a page of its own. */
export function NavItemLink({
  item,
  className,
  activeClassName = '',
  onNavigate,
}: {
  item: NavItem;
  className: string;
  activeClassName?: string;
  onNavigate?: () => void;
}) {
  if (item.href === undefined) {
    return (
      <SectionLink sectionId={item.sectionId} className={className} onNavigate={onNavigate}>
        {item.label}
      </SectionLink>
    );
  }
  return (
    <NavLink
      to={item.href}
      end
      onClick={onNavigate}
      className={({ isActive }) => `${className} ${isActive ? activeClassName : ''}`}
    >
      {item.label}
    </NavLink>
  );
}
