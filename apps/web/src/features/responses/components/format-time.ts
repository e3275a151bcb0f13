import { formatShortDateTime } from '@kabar/shared';

export const formatTime = (iso: string) => formatShortDateTime(new Date(iso));
