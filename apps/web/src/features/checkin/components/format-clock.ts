const CLOCK = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });

export const formatClock = (iso: string) => CLOCK.format(new Date(iso));
