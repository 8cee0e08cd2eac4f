import type { HealthBeacon } from '@codecrush/contracts';

/** How beacons wait for their batch (env names and defaults in the README). */
export interface IntakeSettings {
  /** Beacons waiting at most; beyond, a beacon is dropped and counted (HEALTH_BUFFER_MAX). */
  capacity: number;
  /** Beacons per write: a full batch is written at once (HEALTH_BATCH_SIZE). */
  batchSize: number;
  /** A beacon waits at most this long for a batch to fill (HEALTH_FLUSH_MS). */
  flushMs: number;
}

/** One accepted beacon, when it arrived (its row's time) and who sent it (its ticket's sender; '' unknown). */
export interface Stamped {
  beacon: HealthBeacon;
  at: number;
  sender?: string;
}

/** What this instance did with beacons since it started. */
export interface IntakeCounts {
  accepted: number;
  /** Refused because the buffer was full (answered 204 all the same). */
  dropped: number;
  written: number;
  /** Accepted, then lost because their batch's transaction failed. */
  writeFailed: number;
  /** Waiting for their batch now. */
  buffered: number;
  /** Refused at the route: no valid ticket token for their view (forged, replayed, expired, v1). */
  rejected: number;
}

/** The log lines the intake writes (the API's pino logger fits). */
export interface IntakeLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The beacons' way in: a bounded buffer in memory, written by one writer in batches (one
 * transaction each) when a batch is full or `flushMs` after its first beacon. The request path only
 * appends; a full buffer drops (and counts) instead of queueing. One batch is written at a time.
 */
export class BeaconIntake {
  private waiting: Stamped[] = [];
  private readonly totals = { accepted: 0, dropped: 0, written: 0, writeFailed: 0, rejected: 0 };
  private writing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** A flush is due: partial batches are written too. */
  private due = false;
  /** Dropping since the buffer last had room: logged once per episode. */
  private full = false;
  private closed = false;

  constructor(
    private readonly write: (batch: readonly Stamped[]) => Promise<void>,
    private readonly settings: IntakeSettings,
    private readonly log: IntakeLog,
  ) {}

  get counts(): IntakeCounts {
    return { ...this.totals, buffered: this.waiting.length };
  }

  /** Counts a beacon the route refused (it never reaches the buffer). */
  reject(): void {
    this.totals.rejected += 1;
  }

  /** Takes a beacon for a coming batch; false (and counted as dropped) when the buffer is full or closed. */
  accept(beacon: HealthBeacon, at = Date.now(), sender = ''): boolean {
    if (this.closed || this.waiting.length >= this.settings.capacity) {
      this.totals.dropped += 1;
      if (!this.full) {
        this.full = true;
        this.log.warn(
          { ...this.counts, capacity: this.settings.capacity },
          'release health: beacon buffer full, beacons dropped until the writer catches up',
        );
      }
      return false;
    }
    this.waiting.push({ beacon, at, sender });
    this.totals.accepted += 1;
    if (this.waiting.length >= this.settings.batchSize) void this.pump();
    else this.arm();
    return true;
  }

  /** Writes everything accepted so far (the tests' and the shutdown's way to wait for the rows). */
  async flush(): Promise<void> {
    while (this.waiting.length > 0 || this.writing !== undefined) {
      this.due = true;
      await this.pump();
    }
  }

  /** Stops accepting, writes what is buffered, logs the totals. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    this.log.info(this.counts, 'release health: beacon intake closed');
  }

  private arm(): void {
    if (this.timer !== undefined || this.closed || this.waiting.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.due = true;
      void this.pump();
    }, this.settings.flushMs);
    this.timer.unref();
  }

  private pump(): Promise<void> {
    this.writing ??= this.writeWhileDue().finally(() => {
      this.writing = undefined;
      this.arm();
    });
    return this.writing;
  }

  private async writeWhileDue(): Promise<void> {
    while (this.waiting.length >= this.settings.batchSize || (this.due && this.waiting.length > 0)) {
      const batch = this.waiting.splice(0, this.settings.batchSize);
      this.full = false;
      try {
        await this.write(batch);
        this.totals.written += batch.length;
      } catch (error) {
        // Closing: the database does not answer, and the rest would fail as slowly; counted lost now.
        const lost = this.closed ? [...batch, ...this.waiting.splice(0)] : batch;
        this.totals.writeFailed += lost.length;
        this.log.warn(
          { err: error, ...this.counts },
          `release health: a batch of ${lost.length} beacons was not stored`,
        );
      }
    }
    this.due = false;
  }
}
