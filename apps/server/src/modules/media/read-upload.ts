import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';

/** Room for the multipart boundary and part headers around a file of the largest size. */
const MULTIPART_OVERHEAD = 16 * 1024;

export interface UploadMessages {
  tooLarge: string;
  noFile: string;
  truncated: string;
}

export interface Upload {
  data: Buffer;
  /** Text fields sent before the file part (the form puts them first). */
  fields: Record<string, string>;
}

/** Busboy's complaint when the body ends before the closing boundary: the client's fault. */
const isTruncated = (error: unknown) =>
  /unexpected end of (form|multipart)/i.test((error as Error | undefined)?.message ?? '');

/**
 * One file of a multipart request, refused with 413 from its declared length or as soon as it
 * passes `maxBytes`, so an oversized upload is never read whole.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  messages: UploadMessages,
): Promise<Upload> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) {
    throw new AppError(413, messages.tooLarge);
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(400, messages.noFile);
    }
    if (isTruncated(error)) throw new AppError(400, messages.truncated);
    throw error;
  }
  if (!part) throw new AppError(400, messages.noFile);
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') {
      fields[name] = value.value;
    }
  }
  try {
    return { data: await part.toBuffer(), fields };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, messages.tooLarge);
    }
    if (isTruncated(error)) throw new AppError(400, messages.truncated);
    throw error;
  }
}
