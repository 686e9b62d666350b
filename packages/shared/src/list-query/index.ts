export * from './rules.ts';
export * from './query-string.ts';
export * from './codec.ts';
export * from './new-release.ts';
export * from './viewer.ts';
export * from './schema.ts';
export * from './valid-query.ts';
