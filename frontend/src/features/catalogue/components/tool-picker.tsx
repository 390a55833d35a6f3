import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useListProductsInfiniteQuery } from '../api/products-api';

/** A tool as a picker shows and returns it. */
export interface PickedTool {
  _id: string;
  name: string;
}

const SEARCH_DELAY_MS = 250;

const BOUGHT_GROUP = 'Tools you bought';

/**
 * Chooses one tool of the catalogue, searched by name as the customer types (the shop filters, not
 * the browser). `bought` (the customer's own, a handful) come first, under their own heading, as
 * the tools a customer most likely means.
 */
export function ToolPicker({
  value,
  onChange,
  helperText,
  bought = [],
}: {
  value: PickedTool | null;
  onChange: (tool: PickedTool | null) => void;
  helperText: string;
  bought?: PickedTool[];
}) {
  const groupId = useId();
  const [input, setInput] = useState(value?.name ?? '');
  const [q, setQ] = useState(input);
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching, isError } = useListProductsInfiniteQuery({ q, sort: 'name_asc' });
  const found = data?.pages.flatMap((page) => page.items).map(({ _id, name }) => ({ _id, name })) ?? [];
  const boughtIds = new Set(bought.map((tool) => tool._id));
  const words = q.toLowerCase();
  const boughtShown = bought.filter((tool) => tool.name.toLowerCase().includes(words) || tool._id === value?._id);
  const others = found.filter((tool) => !boughtIds.has(tool._id));
  // The chosen tool stays an option while another search is on its way.
  const chosenElsewhere = value && !boughtIds.has(value._id) && !others.some((tool) => tool._id === value._id);
  const options = [...boughtShown, ...(chosenElsewhere ? [value] : []), ...others];

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, tool) => onChange(tool)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      getOptionLabel={(tool) => tool.name}
      groupBy={bought.length > 0 ? (tool) => (boughtIds.has(tool._id) ? BOUGHT_GROUP : 'All tools') : undefined}
      // ARIA's grouped listbox (a group named by its heading, holding options), which MUI's default
      // group (a list item holding a list) is not.
      renderGroup={({ key, group, children }) => (
        <div key={key} role="group" aria-labelledby={`${groupId}-${key}`}>
          <ListSubheader id={`${groupId}-${key}`} component="div">
            {group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0 }}>
            {children}
          </Box>
        </div>
      )}
      filterOptions={(shown) => shown}
      loading={isFetching}
      noOptionsText={isError ? 'The tools didn’t load. Type again to retry.' : 'No tools match. Try another word.'}
      renderInput={(params) => <TextField {...params} label="Tool" helperText={helperText} />}
    />
  );
}
