/**
 * The texts of the quantity a buyer types on a listing's page, which `cartQuantitySchema`
 * (orders.contract.ts) checks: whole kg, at least 1 and at most what is left. Apart from the
 * contract so the page can name them without loading zod; they are templates: the page fills in
 * {max}.
 */
export const CART_QUANTITY_RULE = 'Quantity must be a whole number of kg, at least 1.'
export const ONLY_ONE_KG_LEFT = 'Only {max} kg is left.'
export const ONLY_KG_LEFT = 'Only {max} kg are left.'
