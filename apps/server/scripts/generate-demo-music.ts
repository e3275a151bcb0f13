/**
 * Plays the demo invitations' background music ourselves: Pachelbel's Canon in D (public domain)
 * on a soft synthesised piano, about 32 seconds that loop cleanly, encoded as a small MP3 into
 * assets/demo-media. Run once: `node --import tsx scripts/generate-demo-music.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';

const OUT = path.resolve(import.meta.dirname, '../assets/demo-media/musik-kanon.mp3');
const RATE = 22050;
const BEAT = 0.75;
const CHORDS = ['D', 'A', 'Bm', 'F#m', 'G', 'D', 'G', 'A'];
const ROOTS: Record<string, number> = { D: 50, A: 45, Bm: 47, 'F#m': 42, G: 43 };
const TRIADS: Record<string, number[]> = {
  D: [62, 66, 69],
  A: [61, 64, 69],
  Bm: [62, 66, 71],
  'F#m': [61, 66, 69],
  G: [62, 67, 71],
};
/** The canon's first violin line over the eight chords, twice: half notes, then quarter notes. */
const MELODY = [
  [78, 76, 74, 73, 71, 69, 71, 73],
  [74, 73, 71, 69, 67, 66, 67, 64, 62, 66, 69, 67, 66, 62, 66, 64],
];

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
const bars = CHORDS.length * 2;
const length = Math.ceil(bars * 2 * BEAT * RATE);
const samples = new Float32Array(length);

function note(midi: number, start: number, duration: number, velocity: number): void {
  const f = frequency(midi);
  const first = Math.floor(start * RATE);
  const count = Math.floor((duration + 1.2) * RATE);
  for (let i = 0; i < count && first + i < length; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.006);
    const release = t > duration ? Math.exp(-(t - duration) * 6) : 1;
    const envelope = attack * release * Math.exp(-t * 2.2) * velocity;
    const tone =
      Math.sin(2 * Math.PI * f * t) +
      0.42 * Math.sin(4 * Math.PI * f * t) * Math.exp(-t * 3) +
      0.18 * Math.sin(6 * Math.PI * f * t) * Math.exp(-t * 5) +
      0.08 * Math.sin(8 * Math.PI * f * t) * Math.exp(-t * 7);
    samples[first + i]! += tone * envelope;
  }
}

for (let round = 0; round < 2; round++) {
  CHORDS.forEach((chord, index) => {
    const start = (round * CHORDS.length + index) * 2 * BEAT;
    note(ROOTS[chord]!, start, 2 * BEAT, 0.34);
    TRIADS[chord]!.forEach((midi, step) => note(midi, start + step * (BEAT / 1.5), BEAT, 0.14));
    const line = MELODY[round]!;
    const perChord = line.length / CHORDS.length;
    for (let k = 0; k < perChord; k++) {
      const beats = 2 / perChord;
      note(line[index * perChord + k]!, start + k * beats * BEAT, beats * BEAT, 0.22);
    }
  });
}

// A little room: two feedback echoes, then a fade at the end so the loop joins softly.
for (const [delay, gain] of [
  [0.083, 0.22],
  [0.137, 0.15],
] as const) {
  const offset = Math.floor(delay * RATE);
  for (let i = offset; i < length; i++) samples[i]! += samples[i - offset]! * gain;
}
let peak = 0;
for (const value of samples) peak = Math.max(peak, Math.abs(value));
const fade = Math.floor(1.5 * RATE);
const pcm = new Int16Array(length);
for (let i = 0; i < length; i++) {
  const tail = i > length - fade ? (length - i) / fade : 1;
  pcm[i] = Math.round((samples[i]! / peak) * 0.8 * tail * 32767);
}

const encoder = new Mp3Encoder(1, RATE, 48);
const chunks: Uint8Array[] = [];
for (let i = 0; i < pcm.length; i += 1152) {
  const frame = encoder.encodeBuffer(pcm.subarray(i, i + 1152));
  if (frame.length) chunks.push(frame);
}
chunks.push(encoder.flush());
fs.writeFileSync(OUT, Buffer.concat(chunks.map((chunk) => Buffer.from(chunk))));
console.log(OUT, fs.statSync(OUT).size, 'bytes');
