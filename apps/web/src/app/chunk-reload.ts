/**
 * After a new deployment the page may ask for a script chunk of the version it was loaded with, which
 * the server no longer has (or a network blip loses it): the page is reloaded once, to load the new
 * version, and only if that fails too does the error screen show. The attempt is remembered in the
 * tab's sessionStorage, so a chunk that keeps failing never reloads the page in a loop.
 */
export const CHUNK_RELOAD_KEY = 'puhuo.chunk-reload';
/** an attempt older than this is forgotten: a later failure may reload again */
const ATTEMPT_MEMORY_MS = 5 * 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|Loading (CSS )?chunk .* failed/i;

/** A script or style chunk could not be loaded (the error a dynamic import throws, in each browser's words). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** This tab already reloaded for a failed chunk a moment ago. */
export function chunkReloadAttempted(): boolean {
  const at = Number(storage()?.getItem(CHUNK_RELOAD_KEY) ?? 0);
  return at > 0 && Date.now() - at < ATTEMPT_MEMORY_MS;
}

/** Remembers the attempt and reloads the page. */
export function reloadForChunk(): void {
  storage()?.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

/** A chunk loaded: the next failure may reload again. */
export function chunkLoaded(): void {
  storage()?.removeItem(CHUNK_RELOAD_KEY);
}
