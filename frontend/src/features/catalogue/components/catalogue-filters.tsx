import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { limits } from '../../../lib/contract-limits';
import { formatPrice } from '../../../lib/money';
import type { ProductFacets } from '../../../types/api';
import { catalogueHref, catalogueQueryFrom, isFiltered, type CatalogueQuery } from '../api/products-api';

/** The catalogue a form asks for, read as the server reads the same form sent without JavaScript. */
export function queryOfForm(form: HTMLFormElement, category: string | undefined): CatalogueQuery {
  const search = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') search.append(name, value);
  return catalogueQueryFrom(search, category);
}

// The phone's own checkboxes and plain fieldsets: MUI's Checkbox and form labels would add some 7 KB
// gzipped to the home page's first load for four boxes folded out of sight.
function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ color: 'text.secondary', mb: 0.5, p: 0 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

function CheckboxLabel(props: { name: string; value: string; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; children: string }) {
  const { children, ...input } = props;
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44, cursor: 'pointer' }}>
      <Box component="input" type="checkbox" {...input} sx={{ width: 20, height: 20, m: 0, accentColor: (theme) => theme.palette.primary.main }} />
      {children}
    </Box>
  );
}

const activeFilters = ({ brands, options, minPrice, maxPrice, inStock }: CatalogueQuery) =>
  (brands?.length ?? 0) + (options?.length ?? 0) + (minPrice !== undefined || maxPrice !== undefined ? 1 : 0) + (inStock ? 1 : 0);

interface CatalogueFiltersProps {
  query: CatalogueQuery;
  facets: ProductFacets | undefined;
  /** The counts failed to load: the filters still work, without them, and Retry asks again. */
  facetsFailed: boolean;
  onRetryFacets: () => void;
  onChange: (query: CatalogueQuery) => void;
  /** The page the list is on (`/` or a category's), where Clear filters leads. */
  path: string;
}

/** The sizes of one option ("Size"), each `Name:Value` as the address and the API spell it. */
function OptionFieldset({ option, ticked, onChange }: { option: ProductFacets['options'][number]; ticked: string[]; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  // A ticked size stays to untick when no tool of it is left under the other filters.
  const values = option.values.map(({ value, tools }) => ({ filter: `${option.name}:${value}`, value, tools })).filter(({ filter, tools }) => tools > 0 || ticked.includes(filter));
  if (values.length === 0) return null;
  return (
    <Fieldset legend={option.name}>
      {values.map(({ filter, value, tools }) => (
        <CheckboxLabel key={filter} name="option" value={filter} checked={ticked.includes(filter)} onChange={onChange}>
          {`${value} (${tools})`}
        </CheckboxLabel>
      ))}
    </Fieldset>
  );
}

/**
 * Brands, sizes, a price range, in stock and the categories under this one, each with how many tools it
 * would show. Part of the catalogue's GET form, so without JavaScript Apply sends them all; with it,
 * a ticked box applies at once and a price when the shopper leaves its box. Folded on first sight
 * unless a filter is on, so a phone sees the tools first.
 */
export function CatalogueFilters({ query, facets, facetsFailed, onRetryFacets, onChange, path }: CatalogueFiltersProps) {
  const active = activeFilters(query);
  const [open, setOpen] = useState(active > 0);
  const apply = (form: HTMLFormElement | null) => form && onChange(queryOfForm(form, query.category));
  const applyPrice = (event: FocusEvent<HTMLInputElement>) => {
    const { form } = event.currentTarget;
    if (form && event.currentTarget.value !== event.currentTarget.defaultValue) apply(form);
  };
  const clearFilters = catalogueHref(path, { sort: query.sort, q: query.q });
  // On a category's page its sub-categories; on the home page the top ones.
  const categories = facets?.categories.filter((category) => category.parent === (query.category ?? null) && category.tools > 0) ?? [];
  // A ticked brand stays to untick when no tool of it is left under the other filters.
  const brands = facets?.brands.filter((brand) => brand.tools > 0 || query.brands?.includes(brand.slug)) ?? [];
  const priceHint = facets?.price ? `${formatPrice(facets.price.min)} to ${formatPrice(facets.price.max)}` : undefined;

  return (
    <Box
      component="details"
      open={open}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
      sx={{ mb: 3, border: 1, borderColor: 'divider', borderRadius: 1, px: 2 }}
    >
      <Box component="summary" sx={{ cursor: 'pointer', py: 1.5, fontWeight: 600 }}>
        Filters{active > 0 ? ` (${active} on)` : ''}
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pb: 2 }} useFlexGap>
        {categories.length > 0 && (
          <Fieldset legend={query.category ? 'Narrow to' : 'Category'}>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link component={RouterLink} to={catalogueHref(`/categories/${category.slug}`, query)}>
                    {category.name} ({category.tools})
                  </Link>
                </li>
              ))}
            </Stack>
          </Fieldset>
        )}
        {brands.length > 0 && (
          <Fieldset legend="Brand">
            {brands.map((brand) => (
              <CheckboxLabel
                key={brand.slug}
                name="brand"
                value={brand.slug}
                checked={query.brands?.includes(brand.slug) ?? false}
                onChange={(event) => apply(event.currentTarget.form)}
              >
                {`${brand.name} (${brand.tools})`}
              </CheckboxLabel>
            ))}
          </Fieldset>
        )}
        {facets?.options.map((option) => (
          <OptionFieldset key={option.name} option={option} ticked={query.options ?? []} onChange={(event) => apply(event.currentTarget.form)} />
        ))}
        <Fieldset legend="Price">
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            {(['minPrice', 'maxPrice'] as const).map((name) => (
              <FormControl key={`${name}-${query[name] ?? ''}`} size="small" sx={{ width: 120 }}>
                <InputLabel htmlFor={`catalogue-${name}`}>{name === 'minPrice' ? 'From' : 'Up to'}</InputLabel>
                <OutlinedInput
                  id={`catalogue-${name}`}
                  label={name === 'minPrice' ? 'From' : 'Up to'}
                  name={name}
                  type="number"
                  defaultValue={query[name] ?? ''}
                  startAdornment={<InputAdornment position="start">$</InputAdornment>}
                  onBlur={applyPrice}
                  inputProps={{ min: limits.PriceBound.minimum, max: limits.PriceBound.maximum, step: 'any', inputMode: 'decimal' }}
                />
              </FormControl>
            ))}
          </Stack>
          {priceHint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              These tools cost {priceHint}.
            </Typography>
          )}
        </Fieldset>
        <Fieldset legend="Availability">
          <CheckboxLabel name="inStock" value="true" checked={query.inStock === true} onChange={(event) => apply(event.currentTarget.form)}>
            {facets ? `In stock only (${facets.inStock})` : 'In stock only'}
          </CheckboxLabel>
        </Fieldset>
      </Stack>
      {facetsFailed && (
        <Typography role="alert" variant="body2" sx={{ pb: 2 }}>
          The counts couldn’t load; the filters still work.{' '}
          <Button size="small" onClick={onRetryFacets}>
            Retry
          </Button>
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ pb: 2, alignItems: 'center' }}>
        {/* Without JavaScript the filters go with this (or Search); with it they have applied already. */}
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
        {isFiltered(query) && (
          <Link component={RouterLink} to={clearFilters}>
            Clear filters
          </Link>
        )}
      </Stack>
    </Box>
  );
}
