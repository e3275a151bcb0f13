import { api } from './api-client';

/** Fetches a CSV export with the couple's session and hands it to the browser as a file. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const response = await api.get<string>(path, { headers: { Accept: 'text/csv' } });
  // Response.text() drops the byte-order mark; spreadsheet programs need it to read UTF-8.
  const text = response.data.startsWith('\uFEFF') ? response.data : `\uFEFF${response.data}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
