/**
 * Group commit for checkouts (docs/decisions/012-fast-checkout.md): requests wait in a queue, and
 * each free writer takes every request waiting at that moment (up to `maxBatch`) and writes them
 * in one transaction. Under no load a request goes at once, alone; under load the batches grow, so
 * the round trips, the commit's flush and the listing locks are paid once per batch, not once
 * per order. Each job still ends on its own (the writer settles it).
 */
export interface Job {
  /** Jobs with the same key are never in two batches at once (one buyer's idempotency key). */
  readonly key: string
  fail(err: unknown): void
  readonly settled: boolean
}

export interface GroupCommitOptions<J extends Job> {
  /** Writes one batch and settles its jobs; returns the jobs to try again in a later batch. */
  write(batch: J[]): Promise<J[]>
  /** Batches written at the same time (at most the connections the pool can give them). */
  concurrency: number
  maxBatch: number
}

export class GroupCommit<J extends Job> {
  private queue: J[] = []
  private running = 0
  private readonly inFlight = new Set<string>()
  private pumpQueued = false

  constructor(private readonly opts: GroupCommitOptions<J>) {}

  /**
   * Queues a job. The batch starts on the next turn of the event loop (setImmediate, right after
   * the poll phase), not at once: every request read in the same poll then joins it. Started at
   * once, the first request's batch ran before the next request was even parsed — on the embedded
   * database, whose statements run on this thread and yield only to microtasks, every batch was
   * one order.
   */
  submit(job: J) {
    this.queue.push(job)
    if (this.pumpQueued) return
    this.pumpQueued = true
    setImmediate(() => {
      this.pumpQueued = false
      this.pump()
    })
  }

  private pump() {
    while (this.running < this.opts.concurrency && this.queue.length > 0) {
      const batch: J[] = []
      const rest: J[] = []
      for (const job of this.queue) {
        if (batch.length < this.opts.maxBatch && !this.inFlight.has(job.key)) {
          this.inFlight.add(job.key)
          batch.push(job)
        } else rest.push(job)
      }
      this.queue = rest
      if (batch.length === 0) return
      this.running++
      void this.run(batch)
    }
  }

  private async run(batch: J[]) {
    let again: J[] = []
    try {
      again = await this.opts.write(batch)
    } catch (err) {
      for (const job of batch) if (!job.settled) job.fail(err)
    } finally {
      for (const job of batch) this.inFlight.delete(job.key)
      this.running--
      // Retried jobs go first: they have waited longest.
      this.queue = [...again.filter((j) => !j.settled), ...this.queue]
      this.pump()
    }
  }
}
