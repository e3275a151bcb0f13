import type { CheckinDeskDto } from '@kabar/shared';

/**
 * The last list this phone received, so the page still opens and searches names when the venue's
 * connection drops. Names only: the same as the server gave the helper.
 */
const snapshotKey = (code: string) => `kabar.checkin.${code}.snapshot`;
export const queueKey = (code: string) => `kabar.checkin.${code}.queue`;
export const actionsKey = (code: string) => `kabar.checkin.${code}.actions`;

export function saveSnapshot(code: string, data: CheckinDeskDto): void {
  try {
    localStorage.setItem(snapshotKey(code), JSON.stringify(data));
  } catch {
    // Storage full or disabled: the page still works while online.
  }
}

export function loadSnapshot(code: string): CheckinDeskDto | null {
  try {
    const stored = localStorage.getItem(snapshotKey(code));
    return stored ? (JSON.parse(stored) as CheckinDeskDto) : null;
  } catch {
    return null;
  }
}

export function forgetSnapshot(code: string): void {
  localStorage.removeItem(snapshotKey(code));
}
