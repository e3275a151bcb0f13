/** @jsxRuntime automatic @jsxImportSource react */
import {
  ATTENDANCE_VALUES,
  eventFormField,
  GUEST_MESSAGE_MAX,
  GUEST_NAME_MAX,
  guestCopy,
  HONEYPOT_FIELD,
  RSVP_GUESTS_MAX,
  RSVP_GUESTS_MIN,
  type Attendance,
  type GuestLanguage,
} from '@kabar/shared';
import type { PageModel } from '../model/page-model';
import { slot } from '../model/slots';
import type { DesignParts } from './design-parts';
import { Section, type SectionProps } from './section-frame';

/** The sections guests write to: RSVP, the guest book and a personal guest's QR pass. */
function Honeypot({ model }: { model: PageModel }) {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        {guestCopy(model.lang).forms.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

function PreviewNote({ model }: { model: PageModel }) {
  return model.preview ? <p className="notice">{guestCopy(model.lang).forms.previewOff}</p> : null;
}

/** The three answers; on a personal link the guest's earlier answer comes back checked. */
export function AttendanceChoices({
  checked,
  name = 'attendance',
  lang,
}: {
  checked: Attendance | null;
  name?: string;
  lang: GuestLanguage;
}) {
  const labels = guestCopy(lang).rsvp.choices;
  return ATTENDANCE_VALUES.map((value) => (
    <label key={value} className="choice">
      <input type="radio" name={name} value={value} required defaultChecked={value === checked} />
      <span>{labels[value]}</span>
    </label>
  ));
}

/** 'Jumlah Tamu': up to the form's limit, or on a personal link up to what the couple invited. */
export function GuestCountSelect(props: {
  min: number;
  max: number;
  selected: number;
  name?: string;
  lang: GuestLanguage;
}) {
  const people = guestCopy(props.lang).rsvp.people;
  return (
    <select name={props.name ?? 'guests'} defaultValue={String(props.selected)}>
      {Array.from({ length: props.max - props.min + 1 }, (_, i) => i + props.min).map((count) => (
        <option key={count} value={count}>
          {people(count)}
        </option>
      ))}
    </select>
  );
}

type HeadcountRange = { min: number; max: number; selected: number };

/** One answer for the whole invitation: the open link, and a guest invited to one event. */
export function AnswerFields(
  props: HeadcountRange & { checked: Attendance | null; lang: GuestLanguage },
) {
  const t = guestCopy(props.lang).rsvp;
  return (
    <>
      <fieldset className="choices">
        <legend>{t.attendance}</legend>
        <AttendanceChoices checked={props.checked} lang={props.lang} />
      </fieldset>
      <label className="field">
        <span>{t.guests}</span>
        <GuestCountSelect
          min={props.min}
          max={props.max}
          selected={props.selected}
          lang={props.lang}
        />
      </label>
    </>
  );
}

/** A guest invited to several events answers each: hadir / tidak hadir / masih ragu and headcount. */
export function EventAnswerFields(props: {
  events: readonly {
    id: string;
    title: string;
    when: string;
    answer: { attendance: Attendance; guests: number } | null;
  }[];
  max: number;
  lang: GuestLanguage;
}) {
  const t = guestCopy(props.lang).rsvp;
  return (
    <>
      <p className="event-answers-intro">{t.eachEvent}</p>
      {props.events.map((event) => {
        const answered = event.answer && event.answer.guests > 0 ? event.answer.guests : null;
        return (
          <fieldset key={event.id} className="choices event-answer">
            <legend>{event.title}</legend>
            {event.when ? <p className="event-answer-when">{event.when}</p> : null}
            <AttendanceChoices
              checked={event.answer?.attendance ?? null}
              name={eventFormField.attendance(event.id)}
              lang={props.lang}
            />
            <label className="field">
              <span>{t.guests}</span>
              <GuestCountSelect
                name={eventFormField.guests(event.id)}
                min={1}
                max={props.max}
                selected={Math.min(answered ?? props.max, props.max)}
                lang={props.lang}
              />
            </label>
          </fieldset>
        );
      })}
    </>
  );
}

/** The guest's own link travels with both forms, so an answer lands on their guest record. */
function PersonalToken({ model }: { model: PageModel }) {
  return (
    <>
      {model.personal ? <input type="hidden" name="g" value={slot('guestToken')} /> : null}
      {/* The answer's notice comes back in the page's language. */}
      <input type="hidden" name="lang" value={model.lang} />
    </>
  );
}

/** A personal link's QR code for the reception desk, filled in per guest. */
export function GuestPass({ model, design }: { model: PageModel; design: DesignParts }) {
  const t = guestCopy(model.lang).pass;
  return (
    <section id="kartu-tamu" className="sec guest-pass">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      <div className="card pass">{slot('guestPass')}</div>
    </section>
  );
}

export function Rsvp({ model, design }: SectionProps) {
  const personal = model.personal;
  const t = guestCopy(model.lang).rsvp;
  return (
    <Section kind="rsvp">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      <form
        className="card form"
        method="post"
        action={model.basePath ? `${model.basePath}/rsvp` : undefined}
        data-form="rsvp"
        data-offline={guestCopy(model.lang).script.offline}
      >
        <PreviewNote model={model} />
        <fieldset className="plain" disabled={model.preview}>
          <input type="hidden" name="to" value={slot('guestName')} />
          <PersonalToken model={model} />
          <Honeypot model={model} />
          <label className="field">
            <span>{t.name}</span>
            <input
              type="text"
              name="name"
              required
              maxLength={GUEST_NAME_MAX}
              autoComplete="name"
              readOnly={personal}
              defaultValue={slot('guestName')}
            />
          </label>
          {personal ? (
            slot('rsvpAnswers')
          ) : (
            <AnswerFields
              checked={null}
              min={RSVP_GUESTS_MIN}
              max={RSVP_GUESTS_MAX}
              selected={1}
              lang={model.lang}
            />
          )}
          <label className="field">
            <span>{t.message}</span>
            <textarea
              name="message"
              rows={3}
              maxLength={GUEST_MESSAGE_MAX}
              defaultValue={personal ? slot('rsvpMessage') : undefined}
            />
          </label>
          <button type="submit" className="btn btn-block">
            {t.submit}
          </button>
        </fieldset>
        <div className="notice-slot" data-notice="rsvp" role="status">
          {slot('rsvpNotice')}
        </div>
      </form>
    </Section>
  );
}

export function GuestBook({ model, design }: SectionProps) {
  const copy = guestCopy(model.lang);
  const t = copy.wishes;
  return (
    <Section kind="guest_book">
      <design.SectionTitle kicker={t.kicker}>{t.title}</design.SectionTitle>
      <form
        className="card form"
        method="post"
        action={model.basePath ? `${model.basePath}/ucapan` : undefined}
        data-form="wish"
        data-offline={copy.script.offline}
      >
        <PreviewNote model={model} />
        <fieldset className="plain" disabled={model.preview}>
          <input type="hidden" name="to" value={slot('guestName')} />
          <PersonalToken model={model} />
          <Honeypot model={model} />
          <label className="field">
            <span>{copy.rsvp.name}</span>
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
            <span>{t.message}</span>
            <textarea name="message" rows={4} required maxLength={GUEST_MESSAGE_MAX} />
          </label>
          <button type="submit" className="btn btn-block">
            {t.submit}
          </button>
        </fieldset>
        <div className="notice-slot" data-notice="wish" role="status">
          {slot('wishNotice')}
        </div>
      </form>
      <div
        className="wishes-box"
        data-wishes={model.basePath ? `${model.basePath}/ucapan` : undefined}
        data-reports={model.basePath ? `/api/guest-book/${model.slug}/wishes/` : undefined}
        data-ask={model.basePath ? t.reportAsk : undefined}
        aria-live="polite"
      >
        {slot('wishes')}
      </div>
    </Section>
  );
}
