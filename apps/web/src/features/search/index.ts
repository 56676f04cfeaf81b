/**
 * What other features use of the search feature (they import it only through this file): nothing yet.
 * The app's router and layout use its screens by their own paths (the router's pages load lazily).
 */
export {};
