/** Every table, gathered for drizzle-kit and the typed client. Features own their tables. */
export * from '../modules/themes/themes.schema';
export * from '../modules/users/users.schema';
export * from '../modules/entitlements/entitlements.schema';
export * from '../modules/invitations/invitations.schema';
export * from '../modules/rsvps/rsvps.schema';
