/** Response contracts shared by the server's routes and the web (see shop.contracts.ts, publishing.contracts.ts). */
export * from './publishing.contracts.ts';
export * from './shop.contracts.ts';
