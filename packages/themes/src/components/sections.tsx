/** @jsxRuntime automatic @jsxImportSource react */
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_VALUES,
  GUEST_MESSAGE_MAX,
  GUEST_NAME_MAX,
  HONEYPOT_FIELD,
  RSVP_GUESTS_MAX,
  RSVP_GUESTS_MIN,
} from '@kabar/shared';
import type { ReactNode } from 'react';
import type { EventModel, PageModel, PersonModel, SectionKind } from '../model/page-model';
import { slot } from '../render/slots';
import type { DesignParts } from './design-parts';
import { Icon } from './icons';
import { largestUrl, Photo } from './photo';

type SectionProps = { model: PageModel; design: DesignParts };

/** Anchors guests can link to, in Indonesian. */
export const SECTION_ANCHORS: Record<SectionKind, string> = {
  couple: 'mempelai',
  love_story: 'kisah',
  ceremony: 'akad',
  live_stream: 'siaran',
  reception: 'resepsi',
  gallery: 'galeri',
  countdown: 'hitung-mundur',
  location: 'lokasi',
  digital_envelope: 'amplop',
  rsvp: 'rsvp',
  guest_book: 'ucapan',
};

function Section({
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

function Paragraphs({ text, className }: { text: string; className?: string }) {
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

function Person({ person, label }: { person: PersonModel; label: string }) {
  return (
    <div className="person">
      <p className="person-role">{label}</p>
      <h3 className="person-name">{person.fullName}</h3>
      {person.childLine ? <p className="person-line">{person.childLine}</p> : null}
      {person.parentsLine ? <p className="person-parents">{person.parentsLine}</p> : null}
      {person.instagram ? (
        <a className="ig" href={person.instagram.url} target="_blank" rel="noopener noreferrer">
          @{person.instagram.handle}
        </a>
      ) : null}
    </div>
  );
}

function Couple({ model, design }: SectionProps) {
  return (
    <Section kind="couple">
      <design.SectionTitle kicker="Dengan penuh syukur">Mempelai</design.SectionTitle>
      <p className="lead">
        Dengan memohon rahmat dan ridho Tuhan Yang Maha Esa, kami bermaksud menyelenggarakan
        pernikahan kami:
      </p>
      <Person person={model.bride} label="Mempelai Wanita" />
      <div className="amp" aria-hidden="true">
        <design.Ornament />
        <span>&amp;</span>
      </div>
      <Person person={model.groom} label="Mempelai Pria" />
    </Section>
  );
}

function LoveStory({ model, design }: SectionProps) {
  return (
    <Section kind="love_story">
      <design.SectionTitle kicker="Perjalanan kami">Kisah Cinta</design.SectionTitle>
      <ol className="story">
        {model.loveStory.map((item, index) => (
          <li key={index} className="story-item">
            {item.title ? <h3 className="story-title">{item.title}</h3> : null}
            <Paragraphs text={item.text} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function EventCard({ model, event, design }: SectionProps & { event: EventModel }) {
  const icsHref = model.basePath ? `${model.basePath}/kalender.ics?acara=${event.key}` : null;
  return (
    <Section kind={event.key === 'ibadah' ? 'ceremony' : 'reception'}>
      <design.SectionTitle kicker={event.key === 'ibadah' ? 'Acara' : 'Perayaan'}>
        {event.title}
      </design.SectionTitle>
      <div className="card event">
        {event.dateText ? <p className="ev-date">{event.dateText}</p> : null}
        {event.timeText ? <p className="ev-time">{event.timeText}</p> : null}
        {event.venue ? <p className="ev-venue">{event.venue}</p> : null}
        {event.address ? <p className="ev-addr">{event.address}</p> : null}
        {event.googleCalendarUrl || icsHref ? (
          <div className="actions">
            {event.googleCalendarUrl ? (
              <a
                className="btn btn-ghost"
                href={event.googleCalendarUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="calendar" />
                Google Calendar
              </a>
            ) : null}
            {icsHref && event.startsAt ? (
              <a className="btn btn-ghost" href={icsHref} download>
                <Icon name="calendar" />
                Simpan ke Kalender
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </Section>
  );
}

function LiveStream({ model, design }: SectionProps) {
  return (
    <Section kind="live_stream">
      <design.SectionTitle kicker="Dari mana saja">Siaran Langsung</design.SectionTitle>
      <p className="lead">
        Bagi keluarga dan sahabat yang berhalangan hadir, saksikan momen bahagia kami secara
        langsung.
      </p>
      <p className="center">
        <a className="btn" href={model.liveStreamUrl!} target="_blank" rel="noopener noreferrer">
          <Icon name="video" />
          Tonton Siaran Langsung
        </a>
      </p>
    </Section>
  );
}

function Gallery({ model, design }: SectionProps) {
  const names = `${model.bride.shortName} dan ${model.groom.shortName}`;
  return (
    <Section kind="gallery">
      <design.SectionTitle kicker="Momen kami">Galeri</design.SectionTitle>
      <ul className="gallery">
        {model.photos.map((photo, index) => (
          <li key={photo.id} className={index === 0 ? 'g-wide' : undefined}>
            <a href={largestUrl(photo)} data-lightbox={index} target="_blank" rel="noopener">
              <Photo
                photo={photo}
                alt={`Foto ${names} ${index + 1} dari ${model.photos.length}`}
                sizes={
                  index === 0
                    ? '(min-width: 1024px) 440px, 92vw'
                    : '(min-width: 1024px) 216px, 45vw'
                }
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const UNITS = [
  ['d', 'Hari'],
  ['h', 'Jam'],
  ['m', 'Menit'],
  ['s', 'Detik'],
] as const;
export { UNITS as COUNTDOWN_UNITS };

function Countdown({ model, design }: SectionProps) {
  return (
    <Section kind="countdown" className="sec-band">
      <design.SectionTitle kicker="Menuju hari bahagia">Hitung Mundur</design.SectionTitle>
      <div className="cd" data-target={model.countdownTarget!}>
        {slot('countdown')}
      </div>
      {model.coverDate ? <p className="center cd-date">{model.coverDate}</p> : null}
    </Section>
  );
}

function Location({ model, design }: SectionProps) {
  const seen = new Set<string>();
  const places = model.events.filter((event) => {
    if (!event.mapsUrl || seen.has(event.mapsUrl)) return false;
    seen.add(event.mapsUrl);
    return true;
  });
  return (
    <Section kind="location">
      <design.SectionTitle kicker="Petunjuk arah">Lokasi Acara</design.SectionTitle>
      {places.map((event) => (
        <div key={event.key} className="card place">
          <p className="place-title">{places.length > 1 ? event.title : 'Lokasi'}</p>
          {event.venue ? <p className="ev-venue">{event.venue}</p> : null}
          {event.address ? <p className="ev-addr">{event.address}</p> : null}
          <div className="actions">
            <a className="btn" href={event.mapsUrl!} target="_blank" rel="noopener noreferrer">
              <Icon name="pin" />
              Buka Google Maps
            </a>
            <a
              className="btn btn-ghost"
              href={`?${slot('query')}peta=${event.key}#peta-${event.key}`}
              data-map={event.mapEmbedUrl!}
              data-map-title={`Peta ${event.venue || event.title}`}
            >
              Tampilkan Peta
            </a>
          </div>
          <div className="map" id={`peta-${event.key}`}>
            {slot(event.key === 'ibadah' ? 'mapIbadah' : 'mapResepsi')}
          </div>
        </div>
      ))}
    </Section>
  );
}

function Envelope({ model, design }: SectionProps) {
  const envelope = model.envelope!;
  const grouped = envelope.number.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <Section kind="digital_envelope">
      <design.SectionTitle kicker="Tanda kasih">Amplop Digital</design.SectionTitle>
      <p className="lead">
        Doa restu Anda adalah karunia terindah bagi kami. Bila ingin memberikan tanda kasih, Anda
        dapat mengirimkannya melalui:
      </p>
      <div className="card gift">
        <p className="gift-bank">{envelope.bank || 'Rekening'}</p>
        <p className="gift-number" data-number={envelope.number}>
          {grouped}
        </p>
        {envelope.holder ? <p className="gift-holder">a.n. {envelope.holder}</p> : null}
        <button type="button" className="btn btn-ghost" data-copy={envelope.number} hidden>
          <Icon name="copy" />
          <span>Salin Nomor Rekening</span>
        </button>
      </div>
    </Section>
  );
}

function Honeypot() {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        Jangan diisi
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

function PreviewNote({ model }: { model: PageModel }) {
  return model.preview ? (
    <p className="notice">
      Formulir tidak aktif pada pratinjau. Terbitkan undangan untuk menerima jawaban.
    </p>
  ) : null;
}

function Rsvp({ model, design }: SectionProps) {
  return (
    <Section kind="rsvp">
      <design.SectionTitle kicker="Mohon kabari kami">Konfirmasi Kehadiran</design.SectionTitle>
      <form
        className="card form"
        method="post"
        action={model.basePath ? `${model.basePath}/rsvp` : undefined}
        data-form="rsvp"
      >
        <PreviewNote model={model} />
        <fieldset className="plain" disabled={model.preview}>
          <input type="hidden" name="to" value={slot('guestName')} />
          <Honeypot />
          <label className="field">
            <span>Nama</span>
            <input
              type="text"
              name="name"
              required
              maxLength={GUEST_NAME_MAX}
              autoComplete="name"
              defaultValue={slot('guestName')}
            />
          </label>
          <fieldset className="choices">
            <legend>Kehadiran</legend>
            {ATTENDANCE_VALUES.map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="attendance" value={value} required />
                <span>{ATTENDANCE_LABELS[value]}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>Jumlah Tamu</span>
            <select name="guests" defaultValue="1">
              {Array.from(
                { length: RSVP_GUESTS_MAX - RSVP_GUESTS_MIN + 1 },
                (_, i) => i + RSVP_GUESTS_MIN,
              ).map((count) => (
                <option key={count} value={count}>
                  {count} orang
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Pesan untuk mempelai (opsional)</span>
            <textarea name="message" rows={3} maxLength={GUEST_MESSAGE_MAX} />
          </label>
          <button type="submit" className="btn btn-block">
            Kirim Konfirmasi
          </button>
        </fieldset>
        <div className="notice-slot" data-notice="rsvp" role="status">
          {slot('rsvpNotice')}
        </div>
      </form>
    </Section>
  );
}

function GuestBook({ model, design }: SectionProps) {
  return (
    <Section kind="guest_book">
      <design.SectionTitle kicker="Doa restu">Ucapan &amp; Doa</design.SectionTitle>
      <form
        className="card form"
        method="post"
        action={model.basePath ? `${model.basePath}/ucapan` : undefined}
        data-form="wish"
      >
        <PreviewNote model={model} />
        <fieldset className="plain" disabled={model.preview}>
          <input type="hidden" name="to" value={slot('guestName')} />
          <Honeypot />
          <label className="field">
            <span>Nama</span>
            <input
              type="text"
              name="name"
              required
              maxLength={GUEST_NAME_MAX}
              autoComplete="name"
              defaultValue={slot('guestName')}
            />
          </label>
          <label className="field">
            <span>Ucapan &amp; doa</span>
            <textarea name="message" rows={4} required maxLength={GUEST_MESSAGE_MAX} />
          </label>
          <button type="submit" className="btn btn-block">
            Kirim Ucapan
          </button>
        </fieldset>
        <div className="notice-slot" data-notice="wish" role="status">
          {slot('wishNotice')}
        </div>
      </form>
      <div
        className="wishes-box"
        data-wishes={model.basePath ? `${model.basePath}/ucapan` : undefined}
        aria-live="polite"
      >
        {slot('wishes')}
      </div>
    </Section>
  );
}

/** The sections after the cover, in the order the page model decided. */
export function Sections({ model, design }: SectionProps) {
  const ceremony = model.events.find((event) => event.key === 'ibadah');
  const reception = model.events.find((event) => event.key === 'resepsi');
  return (
    <>
      {model.sections.map((kind) => {
        switch (kind) {
          case 'couple':
            return <Couple key={kind} model={model} design={design} />;
          case 'love_story':
            return <LoveStory key={kind} model={model} design={design} />;
          case 'ceremony':
            return <EventCard key={kind} model={model} design={design} event={ceremony!} />;
          case 'reception':
            return <EventCard key={kind} model={model} design={design} event={reception!} />;
          case 'live_stream':
            return <LiveStream key={kind} model={model} design={design} />;
          case 'gallery':
            return <Gallery key={kind} model={model} design={design} />;
          case 'countdown':
            return <Countdown key={kind} model={model} design={design} />;
          case 'location':
            return <Location key={kind} model={model} design={design} />;
          case 'digital_envelope':
            return <Envelope key={kind} model={model} design={design} />;
          case 'rsvp':
            return <Rsvp key={kind} model={model} design={design} />;
          case 'guest_book':
            return <GuestBook key={kind} model={model} design={design} />;
        }
      })}
    </>
  );
}
