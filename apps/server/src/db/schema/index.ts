export * from './catalogue.ts';
export * from './identity.ts';
export * from './providers.ts';
export * from './system.ts';
