import type { Attendance } from './rsvp';
import type { InvitationStatus } from './invitation';

/** One RSVP as the couple sees it (GET /api/invitations/:id/responses). */
export interface RsvpDto {
  id: string;
  name: string;
  attendance: Attendance;
  guests: number;
  message: string;
  created_at: string;
  updated_at: string;
}

export interface WishDto {
  id: string;
  name: string;
  message: string;
  hidden: boolean;
  created_at: string;
}

/** Counts of the answers: guests who come, who do not, who are unsure, and people expected. */
export interface ResponsesSummary {
  attending: number;
  not_attending: number;
  unsure: number;
  total_guests: number;
  total_responses: number;
  wishes: number;
}

export interface InvitationResponses {
  invitation: {
    id: string;
    slug: string | null;
    status: InvitationStatus;
    title: string;
    url: string | null;
    /** Guests can send RSVPs: the plan includes RSVP and the couple switched it on. */
    rsvp_open: boolean;
    /** The plan includes RSVP (it may still be switched off). */
    rsvp_on_plan: boolean;
  };
  summary: ResponsesSummary;
  rsvps: RsvpDto[];
  wishes: WishDto[];
}

/** GET /api/responses: each of the couple's invitations with its answer counts, for the menu. */
export interface ResponsesOverviewItem {
  id: string;
  theme_id: number;
  title: string;
  status: InvitationStatus;
  url: string | null;
  responses: number;
  attending: number;
  wishes: number;
}
