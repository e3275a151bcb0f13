import { ATTENDANCE_LABELS, type SiteConfig } from '@kabar/shared';
import { accountEmail } from '../../auth/account-email';
import type { MailMessage } from '../../mail/mailer';
import type { NewAnswer } from './digest.queries';

/** Lines the digest lists of each kind; the rest is a count and the button. */
const LISTED = 15;
const EXCERPT = 160;

const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;

function answerLine(answer: NewAnswer): string {
  const people = answer.attendance === 'tidak_hadir' ? '' : `, ${answer.guests} orang`;
  const by = answer.recordedBy ? ` (dicatat oleh ${answer.recordedBy})` : '';
  const note = answer.message.trim() ? ` — “${excerpt(answer.message.trim())}”` : '';
  return `• ${answer.name}: ${ATTENDANCE_LABELS[answer.attendance]}${people}${by}${note}`;
}

function more(total: number, what: string): string[] {
  return total > LISTED ? [`…dan ${total - LISTED} ${what} lainnya.`] : [];
}

export interface DigestContent {
  site: SiteConfig;
  to: { email: string; name: string };
  coupleNames: string;
  answersUrl: string;
  answers: NewAnswer[];
  wishes: { name: string; message: string }[];
  counts: { answers: number; wishes: number };
}

/** The digest email: new answers and wishes since the last one, in the account emails' layout. */
export function digestMail(content: DigestContent): MailMessage {
  const { counts } = content;
  const parts = [
    counts.answers ? `${counts.answers} jawaban RSVP baru` : '',
    counts.wishes ? `${counts.wishes} ucapan baru` : '',
  ].filter(Boolean);
  return accountEmail({
    site: content.site,
    to: content.to.email,
    name: content.to.name,
    subject: `${parts.join(' dan ')} untuk undangan ${content.coupleNames}`,
    intro: [
      `Ada ${parts.join(' dan ')} untuk undangan ${content.coupleNames}.`,
      ...(content.answers.length ? ['Jawaban RSVP:'] : []),
      ...content.answers.slice(0, LISTED).map(answerLine),
      ...more(counts.answers, 'jawaban'),
      ...(content.wishes.length ? ['Ucapan & doa:'] : []),
      ...content.wishes
        .slice(0, LISTED)
        .map((wish) => `• ${wish.name}: “${excerpt(wish.message.trim())}”`),
      ...more(counts.wishes, 'ucapan'),
    ],
    action: {
      label: 'Lihat Jawaban Tamu',
      textLead: 'Lihat semua jawaban',
      url: content.answersUrl,
    },
    outro: [
      'Kamu menerima email ini karena ringkasan jawaban dinyalakan untuk undangan ini. Matikan kapan saja di halaman Jawaban Tamu.',
    ],
  });
}
