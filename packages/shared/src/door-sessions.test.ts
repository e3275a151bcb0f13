import { describe, expect, it } from 'vitest';
import {
  DOOR_SESSION_MESSAGES,
  guestSessions,
  sessionAt,
  sessionLine,
  sessionWarning,
  type DoorSession,
} from './door-sessions';

const session = (id: string, title: string, startTime: string, endTime: string): DoorSession => ({
  id,
  eventId: 'resepsi',
  eventTitle: 'Resepsi',
  title,
  date: '2030-06-15',
  startTime,
  endTime,
  timeZone: 'WITA',
});
const sesi1 = session('s1', 'Sesi 1', '11:00', '13:00');
const sesi2 = session('s2', 'Sesi 2', '13:00', '15:00');
const sessions = [sesi1, sesi2];
/** 2030-06-15 at hh:mm WITA (UTC+8). */
const at = (time: string) => new Date(`2030-06-15T${time}:00+08:00`);

describe('sessionAt (the desk’s session by its clock)', () => {
  it('opens a session a little early, hands over when the next starts, and closes after', () => {
    expect(sessionAt(sessions, at('10:20'))).toBeNull();
    expect(sessionAt(sessions, at('10:35'))?.id).toBe('s1');
    expect(sessionAt(sessions, at('12:45'))?.id).toBe('s2');
    expect(sessionAt(sessions, at('13:00'))?.id).toBe('s2');
    expect(sessionAt(sessions, at('15:00'))).toBeNull();
  });
});

describe('sessionWarning (warns, never refuses)', () => {
  it('says nothing for the guest’s own session or an old list without sessions', () => {
    expect(sessionWarning(['s1'], sesi1, sessions)).toBeNull();
    expect(sessionWarning(undefined, sesi1, sessions)).toBeNull();
    expect(sessionWarning(['s2'], null, sessions)).toBeNull();
  });

  it('names the guest’s own session when they come during another', () => {
    expect(sessionWarning(['s2'], sesi1, sessions)).toBe(
      DOOR_SESSION_MESSAGES.otherSession(sesi2, sesi1),
    );
    expect(DOOR_SESSION_MESSAGES.otherSession(sesi2, sesi1)).toBe(
      'Tamu ini diundang ke Resepsi · Sesi 2, 13.00–15.00 WITA, bukan Sesi 1. Tetap boleh dicatat.',
    );
  });

  it('says when the guest is not invited to the event at all', () => {
    expect(sessionWarning([], sesi1, sessions)).toBe(DOOR_SESSION_MESSAGES.notInvited(sesi1));
  });
});

describe('guestSessions', () => {
  it('lists the guest’s sessions for the desk', () => {
    expect(guestSessions(['s2'], sessions).map(sessionLine)).toEqual([
      'Resepsi · Sesi 2, 13.00–15.00 WITA',
    ]);
    expect(guestSessions(undefined, sessions)).toEqual([]);
  });
});
