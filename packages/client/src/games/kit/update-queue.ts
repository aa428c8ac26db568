/**
 * The update queue and the animation pump (pure: no Phaser). Updates are shown one at a time in
 * the order they came: an update's events play as animation steps, then its state is drawn, and
 * only then does the next update start, so a later update never overtakes an animation. A click
 * ends the running animation at once (`skip`), and a long queue is drawn without animations.
 */

/** What the queue reads of an update. */
export interface QueuedUpdate {
  version: number;
  events: readonly unknown[];
  view: { public: unknown };
}

/** When more updates than this wait behind the next one, it is drawn without its animation. */
export const MAX_ANIMATED_BEHIND = 2;

/** What the pump asks the board. */
export interface PumpHost<U, Step> {
  /** The animation steps of an update ([] when there is nothing drawn yet to animate). */
  steps(u: U): Step[];
  /** The player's speed (0: no animations). */
  speed(): number;
  /** Plays the steps at `speed` (a queue behind them makes it faster); resolves when done or skipped. */
  play(steps: Step[], speed: number): Promise<void>;
  /** Draws an update's state (the one shown from now on). */
  show(u: U): void;
}

/** Whether an update holds a state to draw (one before the table's state has synced has an empty view). */
export function hasState(u: QueuedUpdate): boolean {
  return !!u.view.public && Object.keys(u.view.public as object).length > 0;
}

export class UpdateQueue<U extends QueuedUpdate> {
  /** Updates not shown yet, oldest first. */
  readonly waiting: U[] = [];
  /** The update whose animation is playing (null: none). */
  current: U | null = null;
  /** Whether the running animation is being ended at once. */
  skipping = false;
  private readonly waiters = new Set<() => void>();

  /**
   * Whether `u` only redraws the state shown (same version, no events: players or language changed)
   * and can be drawn at once: nothing waits or plays that it would overtake.
   */
  redraws(u: U, shown: U | null): boolean {
    return (
      shown !== null &&
      u.version === shown.version &&
      u.events.length === 0 &&
      this.waiting.length === 0 &&
      !this.playing
    );
  }

  /** Whether an update's animation is playing. */
  get playing(): boolean {
    return this.current !== null;
  }

  /** Queues an update behind the others. */
  enqueue(u: U): void {
    this.waiting.push(u);
  }

  /** Shows the waiting updates in order: each one's animation first, the next one after it ends. */
  pump<Step>(host: PumpHost<U, Step>): void {
    if (this.playing) return;
    const next = this.waiting.shift();
    if (!next) return;
    const speed = host.speed();
    const steps = host.steps(next);
    if (steps.length === 0 || speed <= 0 || this.waiting.length > MAX_ANIMATED_BEHIND) {
      host.show(next);
      this.pump(host);
      return;
    }
    this.current = next;
    void host.play(steps, speed * (1 + this.waiting.length)).then(() => {
      this.current = null;
      this.skipping = false;
      host.show(next);
      this.pump(host);
    });
  }

  /** Ends the running animation at once: every step waiting for its end is released. */
  skip(): void {
    if (!this.playing) return;
    this.skipping = true;
    for (const w of [...this.waiters]) w();
    this.waiters.clear();
  }

  /** A step waits (e.g. for a tween); `skip` calls `release` to end it early. */
  hold(release: () => void): void {
    this.waiters.add(release);
  }

  /** The wait ended by itself. */
  drop(release: () => void): void {
    this.waiters.delete(release);
  }
}

/**
 * Plays steps one after another until done or skipped; a step that throws is logged and the next
 * one plays (a drawing bug never blocks the board). `started` counts each step as it starts.
 */
export async function playSteps<Step>(
  steps: readonly Step[],
  durations: readonly number[],
  playStep: (step: Step, ms: number) => Promise<void>,
  skipping: () => boolean,
  started: () => void,
): Promise<void> {
  for (let i = 0; i < steps.length; i++) {
    if (skipping()) return;
    try {
      started();
      await playStep(steps[i]!, durations[i]!);
    } catch (err) {
      console.error(err);
    }
  }
}
