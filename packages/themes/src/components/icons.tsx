/** @jsxRuntime automatic @jsxImportSource react */
/** Small line icons drawn inline, so they cost no request. */
const paths = {
  mail: 'M3 6.5h18v11H3zM3.5 7l8.5 6.5L20.5 7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3.5v4M16 3.5v4',
  pin: 'M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  copy: 'M8 8h11v12H8zM5 16V4h11',
  play: 'M8 5.5v13l10.5-6.5z',
  music: 'M9 18.5a2.5 2.5 0 1 1-2.5-2.5H9V5l11-2v13.5a2.5 2.5 0 1 1-2.5-2.5H20',
  pause: 'M8 5v14M16 5v14',
  video: 'M3.5 6.5h12v11h-12zM15.5 10.5l5-3v9l-5-3',
  close: 'M6 6l12 12M18 6L6 18',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `i ${className}` : 'i'}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
