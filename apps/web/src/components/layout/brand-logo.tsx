import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';

/** The mark and the brand name, linking home. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to={paths.home.getHref()}
      className="inline-flex items-center gap-2 rounded-lg"
      aria-label={`${siteConfig.brandName}, ke beranda`}
    >
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="64" height="64" rx="14" fill={inverted ? '#fff' : '#9f4a5c'} />
        <path
          d="M32 48s-16-9.5-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 27c0 11.5-16 21-16 21z"
          fill={inverted ? '#9f4a5c' : '#fff'}
        />
      </svg>
      <span
        className={`font-serif text-2xl tracking-tight ${inverted ? 'text-white' : 'text-brand-800'}`}
      >
        {siteConfig.brandName}
      </span>
    </Link>
  );
}
