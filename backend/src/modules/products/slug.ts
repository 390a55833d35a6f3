import slugify from '@sindresorhus/slugify';

const MAX_LENGTH = 80;
/** The shape of an id (a UUID): a slug never has it, so `/products/{x}` can tell the two apart. */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A tool's readable address from its name: "Bench Chisel 12 mm" → "bench-chisel-12-mm". */
export function slugOf(name: string): string {
  const slug = slugify(name, { decamelize: false }).slice(0, MAX_LENGTH).replace(/-+$/, '');
  if (slug === '') return 'tool';
  return ID_SHAPE.test(slug) ? `${slug}-tool` : slug;
}

/**
 * The slug for a tool whose name's slug another tool has: with the end of this tool's id (random,
 * unlike its time-ordered start), so two tools of one name still get an address each.
 */
export const slugWithId = (slug: string, id: string): string => `${slug}-${id.replaceAll('-', '').slice(-8)}`;
