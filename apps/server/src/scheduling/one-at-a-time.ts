/**
 * `step` wrapped so that calls queue behind each other: a scheduler's background loop and an
 * operator's clock move never run a step at once. Each call's promise settles with its own
 * step; a failed step does not stop the ones queued after it.
 */
export function oneAtATime(step: () => Promise<void>): () => Promise<void> {
  let previous: Promise<void> = Promise.resolve();
  return () => {
    const run = previous.then(step);
    previous = run.catch(() => undefined);
    return run;
  };
}
