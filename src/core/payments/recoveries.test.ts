import { describe, expect, it } from 'vitest'
import { netOfRecoveries, recoveryPaise, spreadRecovery } from './recoveries.ts'

describe('recoveries from a farmer’s next payouts', () => {
  it('recovers the refund, never more than the payout was', () => {
    expect(recoveryPaise(100_00, 300_00)).toBe(100_00)
    expect(recoveryPaise(500_00, 300_00)).toBe(300_00)
    expect(recoveryPaise(0, 300_00)).toBe(0)
  })

  it('takes what is owed from the farmer’s payouts in order, others untouched', () => {
    const rows = [
      { id: 'a', farmerId: 'ravi', amountPaise: 60_00 },
      { id: 'b', farmerId: 'meena', amountPaise: 80_00 },
      { id: 'c', farmerId: 'ravi', amountPaise: 120_00 },
      { id: 'd', farmerId: 'ravi', amountPaise: 50_00 },
    ]
    const net = netOfRecoveries(rows, new Map([['ravi', 100_00]]))
    expect(net.map((r) => [r.id, r.recoveredPaise, r.netPaise])).toEqual([
      ['a', 60_00, 0],
      ['b', 0, 80_00],
      ['c', 40_00, 80_00],
      ['d', 0, 50_00],
    ])
  })

  it('spreads a settlement’s recovery over the oldest adjustments first', () => {
    const open = [
      { id: 'x', amountPaise: -50_00, recoveredPaise: 20_00 },
      { id: 'y', amountPaise: -100_00, recoveredPaise: 0 },
    ]
    expect(spreadRecovery(open, 60_00)).toEqual([
      { id: 'x', recoveredPaise: 50_00, took: 30_00 },
      { id: 'y', recoveredPaise: 30_00, took: 30_00 },
    ])
    expect(spreadRecovery(open, 0)).toEqual([])
  })
})
