import { z } from 'zod';

/** The digest email of new answers and wishes: never, once a day at an hour (WIB), or at once. */
export const ANSWER_DIGEST_MODES = ['off', 'daily', 'instant'] as const;
export type AnswerDigestMode = (typeof ANSWER_DIGEST_MODES)[number];

export const ANSWER_DIGEST_MODE_LABELS: Record<AnswerDigestMode, string> = {
  off: 'Mati',
  daily: 'Sekali sehari',
  instant: 'Langsung setiap ada jawaban',
};

export const answerDigestSettingsSchema = z.object({
  mode: z.enum(ANSWER_DIGEST_MODES, { error: 'Pilih kapan email ringkasan dikirim.' }),
  hour: z
    .number({ error: 'Pilih jam pengiriman.' })
    .int({ error: 'Pilih jam pengiriman.' })
    .min(0, { error: 'Jam pengiriman antara 00.00 dan 23.00 WIB.' })
    .max(23, { error: 'Jam pengiriman antara 00.00 dan 23.00 WIB.' }),
});
export type AnswerDigestSettings = z.infer<typeof answerDigestSettingsSchema>;

/** One person's own switch: whether the invitation's digest comes to their email (decision 045). */
export const ownDigestInputSchema = z.object({
  receive: z.boolean({ error: 'Pilih apakah email ringkasan dikirim ke kamu.' }),
});
export type OwnDigestInput = z.infer<typeof ownDigestInputSchema>;

/**
 * The setting as the server answers it, with whether the reader may change it, whether they chose
 * to receive it, and whether their address is verified (the digest goes to verified ones only).
 */
export const answerDigestViewSchema = answerDigestSettingsSchema.extend({
  canEdit: z.boolean(),
  receive: z.boolean(),
  verified: z.boolean(),
});
export type AnswerDigestView = z.infer<typeof answerDigestViewSchema>;

/** Answers and wishes that came after the person last opened an invitation's answers. */
export const unreadAnswersSchema = z.array(
  z.object({ invitationId: z.uuid(), answers: z.number().int(), wishes: z.number().int() }),
);
export type UnreadAnswers = z.infer<typeof unreadAnswersSchema>;

/** The hour of the day (0-23) a moment falls in, in WIB: the daily digest's clock. */
export function wibHour(moment: Date): number {
  return (moment.getUTCHours() + 7) % 24;
}
