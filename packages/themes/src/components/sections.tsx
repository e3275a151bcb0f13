/** @jsxRuntime automatic @jsxImportSource react */
import { Fragment } from 'react';
import { guestCopy } from '@kabar/shared';
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
  const t = guestCopy(model.lang).couple;
  return (
    <Section kind="couple">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      <p className="lead">{t.lead}</p>
      <Person person={model.bride} label={t.bride} />
      <div className="amp" aria-hidden="true">
        <design.Ornament />
        <span>&amp;</span>
      </div>
      <Person person={model.groom} label={t.groom} />
    </Section>
  );
}

function LoveStory({ model, design }: SectionProps) {
  const t = guestCopy(model.lang).story;
  return (
    <Section kind="love_story">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
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

/**
 * An event's day, time, place and calendar links; a personal link's calendar file is the guest's.
 * The open page's file needs no guest, only the page's language: written into the template, its
 * link costs no slot, and every slot costs the gzip template a few hundred bytes of context.
 */
function EventDetails({ model, event }: { model: PageModel; event: EventModel }) {
  const who = model.personal ? slot('query') : `lang=${model.lang}&`;
  const icsHref = model.basePath ? `${model.basePath}/kalender.ics?${who}acara=${event.key}` : null;
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
              {guestCopy(model.lang).events.saveToCalendar}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function EventCard({ model, event, design }: SectionProps & { event: EventModel }) {
  const t = guestCopy(model.lang).events;
  return (
    <Section kind={event.key === 'ibadah' ? 'ceremony' : 'reception'}>
      <design.SectionTitle kicker={event.key === 'ibadah' ? t.ceremonyKicker : t.receptionKicker}>
        {event.title}
      </design.SectionTitle>
      <EventDetails model={model} event={event} />
    </Section>
  );
}

/** The couple's own events (ngunduh mantu, adat, pengajian...), one card each. */
function MoreEvents({ model, design }: SectionProps) {
  const events = model.events.filter((event) => event.key.startsWith('acara-'));
  const t = guestCopy(model.lang).events;
  return (
    <Section kind="more_events">
      <design.SectionTitle kicker={t.moreKicker}>
        {events.length === 1 ? events[0]!.title : t.moreTitle}
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
  const t = guestCopy(model.lang).live;
  return (
    <Section kind="live_stream">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      <p className="lead">{t.lead}</p>
      <p className="center">
        <a className="btn" href={model.liveStreamUrl!} target="_blank" rel="noopener noreferrer">
          <Icon name="video" />
          {t.watch}
        </a>
      </p>
    </Section>
  );
}

function Gallery({ model, design }: SectionProps) {
  const copy = guestCopy(model.lang);
  const t = copy.gallery;
  const names = `${model.bride.shortName} ${copy.couple.and} ${model.groom.shortName}`;
  return (
    <Section kind="gallery">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      <ul className="gallery">
        {model.photos.map((photo, index) => (
          <li key={photo.id} className={index === 0 ? 'g-wide' : undefined}>
            <a href={largestUrl(photo)} data-lightbox={index} target="_blank" rel="noopener">
              <Photo
                photo={photo}
                alt={t.photoAlt(names, index + 1, model.photos.length)}
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

function Countdown({ model, design }: SectionProps) {
  const t = guestCopy(model.lang).countdown;
  return (
    <Section kind="countdown" className="sec-band">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
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
  const t = guestCopy(model.lang).location;
  return (
    <Section kind="location">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      {places.map((event) => (
        <div key={event.key} className="card place">
          <p className="place-title">{places.length > 1 ? event.title : t.place}</p>
          {event.venue ? <p className="ev-venue">{event.venue}</p> : null}
          {event.address ? <p className="ev-addr">{event.address}</p> : null}
          <div className="actions">
            <a className="btn" href={event.mapsUrl!} target="_blank" rel="noopener noreferrer">
              <Icon name="pin" />
              {t.openMaps}
            </a>
            {event.key.startsWith('acara-') ? null : (
              <a
                className="btn btn-ghost"
                href={`?${slot('query')}peta=${event.key}#peta-${event.key}`}
                data-map={event.mapEmbedUrl!}
                data-map-title={t.mapTitle(event.venue || event.title)}
              >
                {t.showMap}
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

/**
 * Up to two accounts (one per side), then the envelope's own page: QRIS, "Sudah kirim", and on a
 * personal link (the query carries its token) the gift address.
 */
function Envelope({ model, design }: SectionProps) {
  const envelope = model.envelope!;
  const copy = guestCopy(model.lang);
  const t = copy.envelope;
  return (
    <Section kind="digital_envelope">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      <p className="lead">{t.lead}</p>
      {envelope.accounts.map((account) => (
        <div className="card gift" key={account.number}>
          <p className="gift-bank">{account.bank || t.account}</p>
          <p className="gift-number" data-number={account.number}>
            {account.number.replace(/(\d{4})(?=\d)/g, '$1 ')}
          </p>
          {account.holder ? <p className="gift-holder">{t.holder(account.holder)}</p> : null}
          <button
            type="button"
            className="btn btn-ghost"
            data-copy={account.number}
            data-done={copy.script.copied}
            data-fail={copy.script.copyByHand}
            hidden
          >
            <Icon name="copy" />
            <span>{t.copy}</span>
          </button>
        </div>
      ))}
      {model.slug && !model.preview ? (
        <a
          className="btn btn-ghost"
          href={`${model.homeUrl}album/${model.slug}/hadiah?${slot('query')}`}
        >
          {t.more}
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
                {model.personal ? <GuestPass model={model} design={design} /> : null}
              </Fragment>
            );
          case 'guest_book':
            return <GuestBook key={kind} model={model} design={design} />;
        }
      })}
      {model.personal && !model.sections.includes('rsvp') ? (
        <GuestPass model={model} design={design} />
      ) : null}
    </>
  );
}
