/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { PageModel, SectionKind } from '../model/page-model';
import type { DesignParts } from './design-parts';

export type SectionProps = { model: PageModel; design: DesignParts };

/** Anchors guests can link to, in Indonesian. */
const SECTION_ANCHORS: Record<SectionKind, string> = {
  couple: 'mempelai',
  love_story: 'kisah',
  ceremony: 'akad',
  live_stream: 'siaran',
  reception: 'resepsi',
  more_events: 'acara-lain',
  gallery: 'galeri',
  countdown: 'hitung-mundur',
  location: 'lokasi',
  digital_envelope: 'amplop',
  rsvp: 'rsvp',
  guest_book: 'ucapan',
};

export function Section({
  kind,
  className,
  children,
}: {
  kind: SectionKind;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={SECTION_ANCHORS[kind]}
      data-section={kind}
      className={className ? `sec ${className}` : 'sec'}
    >
      {children}
    </section>
  );
}

export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
