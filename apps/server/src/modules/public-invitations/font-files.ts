import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { resolveFontFile, type FontSpec } from '@kabar/themes';

/**
 * WOFF 1.0 is an sfnt with each table zlib-compressed; unpacking gives the TrueType/OpenType file
 * that libvips' text renderer (Pango and FreeType) reads. See the W3C WOFF File Format 1.0.
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tableOffset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(tableOffset, tableOffset + compressed);
    const data = compressed < original ? zlib.inflateSync(raw) : raw;
    const record = 12 + i * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), record);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(original, record + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}

const written = new Map<string, string>();

/** A design font as a TrueType file on disk (written once per process to the temp folder). */
export function fontFileForImages(font: FontSpec): string {
  const known = written.get(font.file);
  if (known) return known;
  const dir = path.join(os.tmpdir(), `kabar-fonts-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${path.basename(font.file, '.woff2')}.ttf`);
  fs.writeFileSync(file, woffToSfnt(fs.readFileSync(resolveFontFile(font.file, 'woff'))));
  written.set(font.file, file);
  return file;
}
