import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchedLogStream } from './batched-log-stream';

function recorder() {
  const writes: string[] = [];
  return { writes, write: (chunk: Buffer) => void writes.push(chunk.toString()), flushSync() {} };
}

describe('batchedLogStream', () => {
  it('writes the lines of a few milliseconds at once, in order', async () => {
    const destination = recorder();
    const stream = batchedLogStream(destination);
    stream.write('a\n');
    stream.write('b\n');
    stream.write('c\n');
    expect(destination.writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(destination.writes).toEqual(['a\nb\nc\n']);
    stream.write('d\n');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(destination.writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes at once when 16 KB are waiting', () => {
    const destination = recorder();
    const stream = batchedLogStream(destination);
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 16; i++) stream.write(line);
    expect(destination.writes).toEqual([line.repeat(16)]);
  });

  it('writes what is waiting before the process exits', () => {
    const script = [
      `import { batchedLogStream } from ${JSON.stringify(path.join(import.meta.dirname, 'batched-log-stream.ts'))};`,
      'const stream = batchedLogStream();',
      'for (const n of [1, 2, 3]) stream.write(`line ${n}\\n`);',
      'process.exit(0);',
    ].join('\n');
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(output).toBe('line 1\nline 2\nline 3\n');
  });
});
