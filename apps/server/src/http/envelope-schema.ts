import { z } from 'zod';

const meta = z.object({ code: z.number().int(), msg: z.string() });

/** Every JSON answer under /api: `{data, meta: {code, msg}}` (a few spec calls add fields). */
export const envelopeOf = (data: z.ZodType) => z.looseObject({ data, meta });
