import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { limits } from '../../../lib/contract-limits';
import type { ProductSort } from '../../../types/api';
import type { CatalogueQuery } from '../api/products-api';
import { queryOfForm } from './catalogue-filters';

const sortLabels: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name_asc: 'Name: A to Z',
};

const SEARCH_DELAY_MS = 300;

/**
 * Search and sort, and the filters given as `children`, as a form that asks for `/?q=&sort=…` (the
 * server renders that page, so it works without JavaScript too); with it, the list follows as the
 * shopper types or picks a sort.
 */
export function CatalogueToolbar({
  query,
  onChange,
  action = '/',
  children,
}: {
  query: CatalogueQuery;
  onChange: (query: CatalogueQuery) => void;
  action?: string;
  /** More of the form (the filters), sent with the search and sort. */
  children?: ReactNode;
}) {
  const [text, setText] = useState(query.q);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // On a server-rendered page the shopper may type before the page is hydrated. React doesn't
    // replay typing, and the box is left to the browser (uncontrolled) so hydration can't clear
    // it: the search starts from what it holds by then.
    const typedEarly = searchBox.current?.value;
    if (typedEarly !== undefined) setText(typedEarly);
  }, []);
  useEffect(() => {
    // Search as the shopper types, but not on every keystroke.
    const timer = setTimeout(() => onChange({ ...query, q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, onChange]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(queryOfForm(event.currentTarget, query.category));
  };

  return (
    <Box component="form" method="get" action={`${action}#tools`} onSubmit={submit} role="search">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        {/* Built from its parts rather than TextField and Select, which bring a menu, a popover and
            a modal into the home page's first load (~18 KB gzipped) for a box and a list of four.
            The list is the phone's own picker. */}
        <FormControl size="small" sx={{ flexGrow: 1 }}>
          <InputLabel htmlFor="catalogue-search">Search tools</InputLabel>
          <OutlinedInput
            id="catalogue-search"
            label="Search tools"
            type="search"
            name="q"
            inputRef={searchBox}
            defaultValue={query.q}
            onChange={(event) => setText(event.target.value)}
            inputProps={{ maxLength: limits.ProductSearch.maxLength }}
          />
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel htmlFor="catalogue-sort" shrink>
            Sort by
          </InputLabel>
          <NativeSelect
            id="catalogue-sort"
            name="sort"
            input={<OutlinedInput label="Sort by" notched />}
            value={query.sort}
            onChange={(event) => onChange({ ...query, q: text.trim(), sort: event.target.value as ProductSort })}
          >
            {Object.entries(sortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        {/* Without JavaScript, the form is sent from here (a sort picked there waits for it too). */}
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Stack>
      {children}
    </Box>
  );
}
