import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('writes what it reads back, with quotes, commas and new lines', () => {
    const rows = [['Budi, S.Kom', 'kata "hai"', 'baris\nbaru', '6281234567890']];
    const text = toCsv(['a', 'b', 'c', 'd'], rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual([['a', 'b', 'c', 'd'], ...rows]);
  });

  it('keeps formulas as text', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['-1'], ['@SUM(A1)']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'-1\r\n\'@SUM(A1)\r\n',
    );
  });
});
