import type { PublicUser } from '@kabar/shared';
import type { User } from './users.schema';

/** The user as GET /user and every sign-in answer carry it; never the hash or Google subject. */
export function toPublicUser(user: User): PublicUser {
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    bio: user.bio,
    status: user.status,
    plan: user.plan,
    email_verified: user.emailVerifiedAt !== null,
  };
}
