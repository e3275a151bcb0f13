export * from './envelope';
export * from './form-config';
export * from './money';
export * from './phone';
export * from './site-config';
export * from './theme';
export * from './theme-tier';
