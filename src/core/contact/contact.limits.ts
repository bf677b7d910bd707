/**
 * The longest value each contact field takes; the form's inputs carry them as `maxLength`. Apart
 * from the contract (zod) so the home page's form can draw without loading the schema.
 */
export const CONTACT_MAX = { name: 120, email: 254, message: 5000 } as const
