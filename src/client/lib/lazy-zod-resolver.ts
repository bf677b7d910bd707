import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A zodResolver whose schema loads, with zod and the resolver, on the form's first check rather
 * than with the page: for forms on pages whose first load should not carry zod (a quarter of it),
 * such as the home page's contact form and a listing's quantity. `load` imports the core contract.
 */
export function lazyZodResolver<In extends FieldValues, Out>(
  load: () => Promise<z.ZodType<Out, In>>,
): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()])
    return zodResolver(schema)(values, context, options)
  }
}
