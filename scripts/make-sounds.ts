/**
 * Synthesises the dress-up game's three sound effects (select, next, back) as small mono WAV
 * files in static/sounds/. Each is a few sine partials under an attack/decay envelope — a soft "pop"
 * for select, a rising two-note chime for next, a falling one for back. Run: npx tsx scripts/make-sounds.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_SOUNDS } from '../src/game/config';

const RATE = 22_050;

interface Note {
  /** Start and length in seconds. */
  at: number;
  length: number;
  /** Frequency at the start and at the end (a glide when they differ). */
  from: number;
  to: number;
  gain: number;
}

function render(notes: Note[], seconds: number): Float32Array {
  const out = new Float32Array(Math.ceil(seconds * RATE));
  for (const note of notes) {
    const start = Math.floor(note.at * RATE);
    const length = Math.floor(note.length * RATE);
    let phase = 0;
    for (let i = 0; i < length && start + i < out.length; i += 1) {
      const t = i / length;
      const freq = note.from + (note.to - note.from) * t;
      phase += (2 * Math.PI * freq) / RATE;
      // 5 ms attack, then an exponential decay: clicks-free and short.
      const attack = Math.min(1, i / (0.005 * RATE));
      const envelope = attack * Math.exp(-5 * t);
      const tone = Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
      out[start + i]! += (tone / 1.42) * envelope * note.gain;
    }
  }
  return out;
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const SOUNDS: Record<keyof typeof GAME_SOUNDS, { notes: Note[]; seconds: number }> = {
  select: { notes: [{ at: 0, length: 0.12, from: 740, to: 1180, gain: 0.7 }], seconds: 0.13 },
  next: {
    notes: [
      { at: 0, length: 0.16, from: 784, to: 784, gain: 0.55 },
      { at: 0.09, length: 0.26, from: 1175, to: 1175, gain: 0.6 },
    ],
    seconds: 0.36,
  },
  back: {
    notes: [
      { at: 0, length: 0.16, from: 988, to: 988, gain: 0.55 },
      { at: 0.09, length: 0.24, from: 659, to: 622, gain: 0.6 },
    ],
    seconds: 0.34,
  },
};

const root = join(__dirname, '..', 'static');
for (const [name, { notes, seconds }] of Object.entries(SOUNDS)) {
  const file = join(root, GAME_SOUNDS[name as keyof typeof GAME_SOUNDS]);
  mkdirSync(join(file, '..'), { recursive: true });
  const buffer = wav(render(notes, seconds));
  writeFileSync(file, buffer);
  console.log(`${file}: ${(buffer.length / 1024).toFixed(1)} KB`);
}
