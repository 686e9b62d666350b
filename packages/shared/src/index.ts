export * from './constants.ts';
export * from './statuses.ts';
export * from './messages.ts';
export * from './validation.ts';
export * from './envelope.ts';
export * from './auth.ts';
export * from './catalog.ts';
