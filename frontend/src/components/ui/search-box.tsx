import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The contract's longest search. */
  maxLength: number;
  /** What is searched for now; give the box a `key` of it, so Back or a link shows what applies. */
  initial: string;
  onSearch: (q: string) => void;
}

/** An admin list's search: it applies when sent (Enter or the button), not per keystroke, so one request per search. */
export function SearchBox({ label, placeholder, maxLength, initial, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: '2 1 16rem' }}>
      <TextField
        label={label}
        placeholder={placeholder}
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength, type: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label="Search">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
