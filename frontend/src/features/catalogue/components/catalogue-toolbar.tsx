import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { limits } from '../../../lib/contract-limits';
import type { ProductSort } from '../../../types/api';

const sortLabels: Record<ProductSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name_asc: 'Name: A to Z',
};

const SEARCH_DELAY_MS = 300;

export function CatalogueToolbar(props: { sort: ProductSort; onSortChange: (sort: ProductSort) => void; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  const { onSearch } = props;
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // On a server-rendered page the shopper may type before the page is hydrated. React doesn't
    // replay typing, and the box is left to the browser (uncontrolled) so hydration can't clear
    // it: the search starts from what it holds by then.
    const typedEarly = searchBox.current?.value ?? '';
    if (typedEarly) setText(typedEarly);
  }, []);
  useEffect(() => {
    // Search as the shopper types, but not on every keystroke.
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} role="search">
      {/* Built from its parts rather than TextField and Select, which bring a menu, a popover and
          a modal into the home page's first load (~18 KB gzipped) for a box and a list of four.
          The list is the phone's own picker. */}
      <FormControl size="small" sx={{ flexGrow: 1 }}>
        <InputLabel htmlFor="catalogue-search">Search tools</InputLabel>
        <OutlinedInput
          id="catalogue-search"
          label="Search tools"
          type="search"
          inputRef={searchBox}
          defaultValue=""
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
          input={<OutlinedInput label="Sort by" notched />}
          value={props.sort}
          onChange={(event) => props.onSortChange(event.target.value as ProductSort)}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
