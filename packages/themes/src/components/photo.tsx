/** @jsxRuntime automatic @jsxImportSource react */
import type { InvitationPhoto } from '@kabar/shared';

function srcSet(photo: InvitationPhoto): string {
  return [...photo.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The smallest variant at least `width` wide, else the largest there is. */
function variantUrl(photo: InvitationPhoto, width: number): string {
  const sorted = [...photo.variants].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= width) ?? sorted[sorted.length - 1])?.url ?? '';
}

export function largestUrl(photo: InvitationPhoto): string {
  return variantUrl(photo, Number.MAX_SAFE_INTEGER);
}

/** A responsive WebP picture with its size known up front, so nothing moves when it arrives. */
export function Photo({
  photo,
  alt,
  sizes,
  className,
  eager = false,
}: {
  photo: InvitationPhoto;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={variantUrl(photo, 480)}
      srcSet={srcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
