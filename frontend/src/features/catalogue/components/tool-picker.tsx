import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useListProductsInfiniteQuery } from '../api/products-api';

/** A tool as a picker shows and returns it. */
export interface PickedTool {
  _id: string;
  name: string;
}

const SEARCH_DELAY_MS = 250;

/** Chooses one tool of the catalogue, searched by name as the customer types (the shop filters, not the browser). */
export function ToolPicker({ value, onChange, helperText }: { value: PickedTool | null; onChange: (tool: PickedTool | null) => void; helperText: string }) {
  const [input, setInput] = useState(value?.name ?? '');
  const [q, setQ] = useState(input);
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching, isError } = useListProductsInfiniteQuery({ q, sort: 'name_asc' });
  const found = data?.pages.flatMap((page) => page.items).map(({ _id, name }) => ({ _id, name })) ?? [];
  // The chosen tool stays an option while another search is on its way.
  const options = value && !found.some((tool) => tool._id === value._id) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, tool) => onChange(tool)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      getOptionLabel={(tool) => tool.name}
      filterOptions={(shown) => shown}
      loading={isFetching}
      noOptionsText={isError ? 'The tools didn’t load. Type again to retry.' : 'No tools match. Try another word.'}
      renderInput={(params) => <TextField {...params} label="Tool" helperText={helperText} />}
    />
  );
}
