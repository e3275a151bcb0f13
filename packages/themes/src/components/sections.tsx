/** @jsxRuntime automatic @jsxImportSource react */
import { Fragment } from 'react';
import type { EventModel, PageModel, PersonModel } from '../model/page-model';
import { slot } from '../model/slots';
import { Icon } from './icons';
import { GuestBook, GuestPass, Rsvp } from './form-sections';
import { largestUrl, Photo } from './photo';
import { Paragraphs, Section, type SectionProps } from './section-frame';

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

/** An event's day, time, place and calendar links; a personal link's calendar file is the guest's. */
function EventDetails({ model, event }: { model: PageModel; event: EventModel }) {
  const icsHref = model.basePath
    ? `${model.basePath}/kalender.ics?${slot('query')}acara=${event.key}`
    : null;
  return (
    <div className="card event">
      {event.dateText ? <p className="ev-date">{event.dateText}</p> : null}
      {event.timeText ? <p className="ev-time">{event.timeText}</p> : null}
      {event.sessionTimes.map((line) => (
        <p key={line} className="ev-time">
          {line}
        </p>
      ))}
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
  );
}

function EventCard({ model, event, design }: SectionProps & { event: EventModel }) {
  return (
    <Section kind={event.key === 'ibadah' ? 'ceremony' : 'reception'}>
      <design.SectionTitle kicker={event.key === 'ibadah' ? 'Acara' : 'Perayaan'}>
        {event.title}
      </design.SectionTitle>
      <EventDetails model={model} event={event} />
    </Section>
  );
}

/** The couple's own events (ngunduh mantu, adat, pengajian...), one card each. */
function MoreEvents({ model, design }: SectionProps) {
  const events = model.events.filter((event) => event.key.startsWith('acara-'));
  return (
    <Section kind="more_events">
      <design.SectionTitle kicker="Acara lainnya">
        {events.length === 1 ? events[0]!.title : 'Rangkaian Acara'}
      </design.SectionTitle>
      {events.map((event) => (
        <Fragment key={event.key}>
          {events.length > 1 ? <p className="place-title">{event.title}</p> : null}
          <EventDetails model={model} event={event} />
        </Fragment>
      ))}
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
            {event.key.startsWith('acara-') ? null : (
              <a
                className="btn btn-ghost"
                href={`?${slot('query')}peta=${event.key}#peta-${event.key}`}
                data-map={event.mapEmbedUrl!}
                data-map-title={`Peta ${event.venue || event.title}`}
              >
                Tampilkan Peta
              </a>
            )}
          </div>
          {event.key.startsWith('acara-') ? null : (
            <div className="map" id={`peta-${event.key}`}>
              {slot(event.key === 'ibadah' ? 'mapIbadah' : 'mapResepsi')}
            </div>
          )}
        </div>
      ))}
    </Section>
  );
}

/** The envelope's words a guest reads (issue 30 moves them into its catalogue). */
const ENVELOPE_TEXT = {
  kicker: 'Tanda kasih',
  title: 'Amplop Digital',
  lead: 'Doa restu Anda adalah karunia terindah bagi kami. Bila ingin memberikan tanda kasih, Anda dapat mengirimkannya melalui:',
  account: 'Rekening',
  holder: 'a.n.',
  copy: 'Salin Nomor Rekening',
  more: 'QRIS & Konfirmasi Kiriman',
} as const;

/**
 * Up to two accounts (one per side), then the envelope's own page: QRIS, "Sudah kirim", and on a
 * personal link (the query carries its token) the gift address.
 */
function Envelope({ model, design }: SectionProps) {
  const envelope = model.envelope!;
  return (
    <Section kind="digital_envelope">
      <design.SectionTitle kicker={ENVELOPE_TEXT.kicker}>{ENVELOPE_TEXT.title}</design.SectionTitle>
      <p className="lead">{ENVELOPE_TEXT.lead}</p>
      {envelope.accounts.map((account) => (
        <div className="card gift" key={account.number}>
          <p className="gift-bank">{account.bank || ENVELOPE_TEXT.account}</p>
          <p className="gift-number" data-number={account.number}>
            {account.number.replace(/(\d{4})(?=\d)/g, '$1 ')}
          </p>
          {account.holder ? (
            <p className="gift-holder">
              {ENVELOPE_TEXT.holder} {account.holder}
            </p>
          ) : null}
          <button type="button" className="btn btn-ghost" data-copy={account.number} hidden>
            <Icon name="copy" />
            <span>{ENVELOPE_TEXT.copy}</span>
          </button>
        </div>
      ))}
      {model.slug && !model.preview ? (
        <a
          className="btn btn-ghost"
          href={`${model.homeUrl}album/${model.slug}/hadiah?${slot('query')}`}
        >
          {ENVELOPE_TEXT.more}
        </a>
      ) : null}
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
          case 'more_events':
            return <MoreEvents key={kind} model={model} design={design} />;
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
            return (
              <Fragment key={kind}>
                <Rsvp model={model} design={design} />
                {model.personal ? <GuestPass design={design} /> : null}
              </Fragment>
            );
          case 'guest_book':
            return <GuestBook key={kind} model={model} design={design} />;
        }
      })}
      {model.personal && !model.sections.includes('rsvp') ? <GuestPass design={design} /> : null}
    </>
  );
}
