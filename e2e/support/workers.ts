/**
 * How many journey files run at once (E2E_WORKERS, 2 by default): the journeys mostly wait on the
 * browser and the server, so two at a time use a two-core machine without slowing each other much.
 */
export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(workers) && workers > 0 ? workers : 2;
}
