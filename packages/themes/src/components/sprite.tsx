/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';

/** A design's drawings, defined once at the top of the page and used by reference. */
export function sprite(symbols: ReactNode): ReactNode {
  return (
    <svg width="0" height="0" className="sprite" aria-hidden="true">
      {symbols}
    </svg>
  );
}

/** A row of repeated shapes as one path: teeth, shoots, stripes. */
export function repeatPath(count: number, step: number, piece: (x: number) => string): string {
  return Array.from({ length: count }, (_, index) => piece(index * step)).join('');
}
