/** Today as yyyy-MM-dd for the racing venue list, whose days the server counts in UTC. */
export function raceDay(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}
