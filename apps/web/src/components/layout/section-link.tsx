import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { scrollToSection } from './scroll-to-section';

/**
 * A link to a landing page section: on the landing page it scrolls there smoothly; from any other
 * page it opens the landing page at that section.
 */
export function SectionLink({
  sectionId,
  children,
  className,
  onNavigate,
}: {
  sectionId: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const href = `${paths.home.getHref()}#${sectionId}`;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (pathname !== paths.home.path) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(sectionId)) event.preventDefault();
  }
  return (
    <Link to={href} onClick={onClick} data-section={sectionId} className={className}>
      {children}
    </Link>
  );
}
