import { describe, expect, it } from 'vitest'
import { GroupCommit, type Job } from './group-commit.ts'

interface TestJob extends Job {
  id: number
  settled: boolean
  result: Promise<string>
  done(value: string): void
}

function job(id: number, key = `k${id}`): TestJob {
  let resolve!: (v: string) => void
  let reject!: (e: unknown) => void
  const result = new Promise<string>((res, rej) => {
    resolve = res
    reject = rej
  })
  const j: TestJob = {
    id,
    key,
    settled: false,
    result,
    done(value) {
      j.settled = true
      resolve(value)
    },
    fail(err) {
      j.settled = true
      reject(err)
    },
  }
  return j
}

describe('GroupCommit', () => {
  it('takes the jobs of one turn of the event loop together (up to maxBatch), and the ones that came during a write in the next batch', async () => {
    const batches: number[][] = []
    const gc = new GroupCommit<TestJob>({
      concurrency: 1,
      maxBatch: 3,
      write: async (batch) => {
        batches.push(batch.map((j) => j.id))
        await new Promise((r) => setTimeout(r, 5))
        for (const j of batch) j.done(`ok ${j.id}`)
        return []
      },
    })
    const jobs = [1, 2, 3, 4, 5, 6].map((i) => job(i))
    for (const j of jobs.slice(0, 4)) gc.submit(j)
    // Nothing is written in the turn that submitted: the requests read with these may still come.
    expect(batches).toEqual([])
    await new Promise((r) => setImmediate(r))
    expect(batches).toEqual([[1, 2, 3]])
    // Submitted while the first batch is being written: after it, with the one left over.
    for (const j of jobs.slice(4)) gc.submit(j)
    expect(await Promise.all(jobs.map((j) => j.result))).toEqual(jobs.map((j) => `ok ${j.id}`))
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ])
  })

  it('never puts one key in two batches at once, and carries jobs the writer hands back', async () => {
    const batches: number[][] = []
    let retried = false
    const gc = new GroupCommit<TestJob>({
      concurrency: 2,
      maxBatch: 10,
      write: async (batch) => {
        batches.push(batch.map((j) => j.id))
        await Promise.resolve()
        const again = batch.filter((j) => j.id === 3 && !retried)
        if (again.length) retried = true
        for (const j of batch) if (!again.includes(j)) j.done(`ok ${j.id}`)
        return again
      },
    })
    const jobs = [job(1, 'same'), job(2, 'same'), job(3), job(4, 'same')]
    for (const j of jobs) gc.submit(j)
    await Promise.all(jobs.map((j) => j.result))
    for (const b of batches)
      expect(b.filter((id) => [1, 2, 4].includes(id)).length).toBeLessThanOrEqual(1)
    expect(batches.flat().filter((id) => id === 3)).toHaveLength(2)
  })

  it("fails the unsettled jobs of a batch whose write throws, and only that batch's", async () => {
    const gc = new GroupCommit<TestJob>({
      concurrency: 1,
      maxBatch: 10,
      write: async (batch) => {
        await Promise.resolve()
        if (batch.some((j) => j.id === 2)) {
          batch[0]!.done('settled before the error')
          throw new Error('database gone')
        }
        for (const j of batch) j.done(`ok ${j.id}`)
        return []
      },
    })
    const first = job(1)
    gc.submit(first)
    await expect(first.result).resolves.toBe('ok 1')
    const [second, third] = [job(2), job(3)]
    gc.submit(second)
    gc.submit(third)
    await expect(second.result).resolves.toBe('settled before the error')
    await expect(third.result).rejects.toThrow('database gone')
    const fourth = job(4)
    gc.submit(fourth)
    await expect(fourth.result).resolves.toBe('ok 4')
  })
})
