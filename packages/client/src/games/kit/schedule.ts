/** How long animation steps play at the player's speed (pure). */

/** At most this long (ms) of animation per update, so input is never held back for long. */
export const MAX_QUEUE_MS = 2400;

/**
 * Durations (ms) of the steps at the player's speed: 0 = no animation; a long queue is sped up so
 * that it fits in MAX_QUEUE_MS. `stepMs` gives a step's duration at speed 1.
 */
export function scheduleMs<S>(steps: readonly S[], speed: number, stepMs: (s: S) => number): number[] {
  if (speed <= 0) return steps.map(() => 0);
  const base = steps.map((s) => stepMs(s) / speed);
  const total = base.reduce((a, b) => a + b, 0);
  const k = total > MAX_QUEUE_MS ? MAX_QUEUE_MS / total : 1;
  return base.map((ms) => Math.max(1, Math.round(ms * k)));
}
