/** Every table, gathered for drizzle-kit and the typed client. Features own their tables. */
export * from '../modules/themes/themes.schema';
