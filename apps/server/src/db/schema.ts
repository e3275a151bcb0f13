/** Every table, gathered for drizzle-kit and the typed client. Features own their tables. */
export * from '../modules/themes/themes.schema';
export * from '../modules/users/users.schema';
export * from '../modules/entitlements/entitlements.schema';
export * from '../modules/invitations/invitations.schema';
export * from '../auth/sessions.schema';
export * from '../auth/one-time-codes.schema';
export * from '../auth/rate-limits.schema';
export * from '../modules/media/media.schema';
export * from '../modules/vouchers/vouchers.schema';
export * from '../modules/orders/orders.schema';
export * from '../modules/payments/sandbox-transactions.schema';
export * from '../modules/guests/guests.schema';
export * from '../modules/checkin/checkin.schema';
export * from '../modules/gifts/gifts.schema';
export * from '../modules/rsvps/rsvps.schema';
export * from '../jobs/jobs.schema';
