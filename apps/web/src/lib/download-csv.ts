import { api } from './api-client';
import { saveFile } from './save-file';

/** Fetches a CSV export with the couple's session and hands it to the browser as a file. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const response = await api.get<string>(path, { headers: { Accept: 'text/csv' } });
  // Response.text() drops the byte-order mark; spreadsheet programs need it to read UTF-8.
  const text = response.data.startsWith('\uFEFF') ? response.data : `\uFEFF${response.data}`;
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);
}
