/** The service provider's site, which the header links to (read by the market's first screen too). */
export const PROVIDER_SITE = 'https://www.example.com';

/** [label key in layout's header.provider, path on the provider's site] */
export const PROVIDER_LINKS = [
  ['official', '/'],
  ['distributor', '/distributor'],
  ['supplier', '/supplier'],
  ['intro', '/intro'],
  ['about', '/about'],
] as const;
