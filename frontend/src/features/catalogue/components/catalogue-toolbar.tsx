import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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
      <TextField
        label="Search tools"
        type="search"
        inputRef={searchBox}
        defaultValue=""
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: limits.ProductSearch.maxLength } }}
        size="small"
      />
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="catalogue-sort-label">Sort by</InputLabel>
        <Select
          labelId="catalogue-sort-label"
          label="Sort by"
          value={props.sort}
          onChange={(event) => props.onSortChange(event.target.value as ProductSort)}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
