import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from './zod';

/**
 * A form's resolver whose Zod schema is built when the form first validates, not when its module
 * is evaluated. Building Zod 4 schemas is work of its own: on a phone (4× CPU) the home page's
 * contact and newsletter forms took a long task of ~300 ms as their section arrived, for forms a
 * visitor may never touch.
 */
export function lazyZodResolver<Values extends FieldValues>(build: () => z.ZodType<Values, Values>): Resolver<Values, unknown, Values> {
  let resolver: Resolver<Values, unknown, Values> | undefined;
  return (values, context, options) => {
    resolver ??= zodResolver(build()) as Resolver<Values, unknown, Values>;
    return resolver(values, context, options);
  };
}
