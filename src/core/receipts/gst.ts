import { stateNamed, type IndianState } from '../places/places.ts'

/**
 * GST on a Tax Invoice. FarmTrek's prices include tax, so each taxed line's amount is split into
 * its taxable value and the tax in it, at the item's rate (by HSN, hsn.ts): CGST and SGST, half
 * each, when the seller and the place of supply are in the same state; IGST when they are not.
 * Rounded per line to the paisa, the parts always add up to the line's amount. Pure; integer paise.
 */

/** The states and union territories by the GST state code a GSTIN begins with. */
export const GST_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
}

/** The state of a GSTIN (its first two digits), or undefined for an unknown code. */
export function gstinState(gstin: string): IndianState | undefined {
  const name = GST_STATE_NAMES[gstin.slice(0, 2)]
  return name ? stateNamed(name) : undefined
}

export interface LineGst {
  ratePercent: number
  /** The line's amount less the tax in it. */
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/**
 * The GST in a tax-inclusive line amount at `ratePercent`: the taxable value rounded half up to
 * the paisa, the tax the rest; within a state the tax is halved into CGST and SGST (an odd paisa
 * to CGST), between states it is all IGST.
 */
export function lineGst(totalPaise: number, ratePercent: number, interState: boolean): LineGst {
  // round(total × 100 / (100 + rate)) in integers: no floating-point halves.
  const base = 100 + ratePercent
  const taxablePaise = Math.floor((2 * totalPaise * 100 + base) / (2 * base))
  const tax = totalPaise - taxablePaise
  if (interState) return { ratePercent, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax }
  const cgstPaise = Math.ceil(tax / 2)
  return { ratePercent, taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 }
}

/** The sum of lines' GST, part by part. */
export function gstTotals(lines: readonly LineGst[]) {
  const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    lines.reduce((a, l) => a + l[k], 0)
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  }
}
