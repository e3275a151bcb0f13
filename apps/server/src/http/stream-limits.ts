import type { FastifyReply } from 'fastify';
import type { SharedSlots } from '../redis/shared-slots';
import { AppError } from './errors';

/**
 * docs/security.md #31: each open stream holds a connection and a listener for minutes, so open
 * streams are capped per client address, per holder (a couple's account or a desk's code), per
 * invitation and per instance. A couple keeps a few tabs and a wedding a few desks; an address
 * is shared by the desks on a venue's Wi-Fi.
 */
export const STREAM_LIMITS = { perAddress: 20, perHolder: 8, perInvitation: 40, perInstance: 2000 };

/** Slots free as streams close or end (every few minutes); a client waits this long, then asks. */
const RETRY_AFTER_SECONDS = 30;
const STREAMS_FULL =
  'Terlalu banyak tampilan langsung yang terbuka. Tutup tab lain, lalu coba lagi sebentar lagi.';

export interface StreamSlotKeys {
  address: string;
  /** `account:<id>` or `desk:<code>`. */
  holder: string;
  invitationId: string;
}

type Release = () => void;

/** In-process counts: exact for one instance, and the address and instance caps on any number. */
class LocalSlots {
  private readonly held = new Map<string, number>();

  take(key: string, max: number): Release | null {
    const count = this.held.get(key) ?? 0;
    if (count >= max) return null;
    this.held.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
    };
  }
}

export interface StreamSlots {
  /** Takes a slot under every cap or throws 429 with Retry-After; the release gives them back. */
  acquire(reply: FastifyReply, keys: StreamSlotKeys): Promise<Release>;
}

/**
 * The holder and invitation caps are counted in Redis when configured, so several instances
 * share them; without it each instance counts its own.
 */
export function createStreamSlots(
  shared: SharedSlots | null,
  slotLifetimeMs: number,
  limits = STREAM_LIMITS,
): StreamSlots {
  const local = new LocalSlots();
  const sharedOrLocal = async (name: string, subject: string, max: number) =>
    shared
      ? shared.take(name, subject, max, slotLifetimeMs)
      : local.take(`${name}:${subject}`, max);

  return {
    async acquire(reply, keys) {
      const taken: Release[] = [];
      const releaseAll = () => taken.splice(0).forEach((release) => release());
      const steps: Array<() => Release | null | Promise<Release | null>> = [
        () => local.take('instance', limits.perInstance),
        () => local.take(`address:${keys.address}`, limits.perAddress),
        () => sharedOrLocal('stream-holder', keys.holder, limits.perHolder),
        () => sharedOrLocal('stream-invitation', keys.invitationId, limits.perInvitation),
      ];
      try {
        for (const step of steps) {
          const release = await step();
          if (!release) {
            reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
            throw new AppError(429, STREAMS_FULL, { retry_after: RETRY_AFTER_SECONDS });
          }
          taken.push(release);
        }
      } catch (error) {
        releaseAll();
        throw error;
      }
      return releaseAll;
    },
  };
}
