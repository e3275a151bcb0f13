import type { EventModel, PageModel } from '@kabar/themes';

function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      // Any line break, a bare carriage return too, would start a line of the file's own.
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

function icsStamp(iso: string): string {
  return iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 lines are at most 75 octets; longer ones continue on lines starting with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString());
    start = end;
  }
  return parts.join('\r\n ');
}

/** An .ics file with the invitation's events (times in UTC), for any calendar app. */
export function calendarFile(input: {
  model: PageModel;
  events: EventModel[];
  invitationId: string;
  domain: string;
  now: Date;
}): string {
  const { model } = input;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${model.brandName}//Undangan//ID`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const event of input.events) {
    if (!event.startsAt || !event.endsAt) continue;
    const place = [event.venue, event.address].filter(Boolean).join(', ');
    const details = [model.title, event.timeText, model.canonicalUrl].filter(Boolean).join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${input.invitationId}-${event.key}@${input.domain}`,
      `DTSTAMP:${icsStamp(input.now.toISOString())}`,
      `DTSTART:${icsStamp(event.startsAt)}`,
      `DTEND:${icsStamp(event.endsAt)}`,
      `SUMMARY:${icsText(`${event.title} ${model.bride.shortName} & ${model.groom.shortName}`)}`,
      ...(place ? [`LOCATION:${icsText(place)}`] : []),
      `DESCRIPTION:${icsText(details)}`,
      ...(model.canonicalUrl ? [`URL:${model.canonicalUrl}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
