import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AuditKind } from '../../../types/api';
import type { AuditFilters } from '../api/audit-api';
import { KIND_WORDS } from './audit-words';
import { isRangeBackwards, withFilter, type FiltersChange } from '../../../lib/url-filters';

const hasFilters = (filters: AuditFilters) => Object.values(filters).some(Boolean);

/** A text filter applied when it is left or Enter is pressed, not at every key. */
function TextFilter({ label, value, onApply }: { label: string; value: string | undefined; onApply: (value: string) => void }) {
  const [text, setText] = useState(value ?? '');
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => onApply(text.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onApply(text.trim());
      }}
      slotProps={{ htmlInput: { maxLength: 254 } }}
      sx={{ flex: '1 1 12rem' }}
    />
  );
}

/** Person, kind, tool or order, and days of the audit trail; every change is the page's URL. */
export function AuditFilterBar({ filters, onChange }: { filters: AuditFilters; onChange: (change: FiltersChange<AuditFilters>) => void }) {
  const set = (key: keyof AuditFilters, value: string) => onChange((current) => withFilter(current, key, value));
  const rangeBackwards = isRangeBackwards(filters);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
      {/* Re-made when the URL changes (Back, Clear), so each box shows what is applied. */}
      <TextFilter key={`actor:${filters.actor ?? ''}`} label="Person (email)" value={filters.actor} onApply={(value) => set('actor', value)} />
      <TextField
        select
        label="What"
        size="small"
        value={filters.kind ?? ''}
        onChange={(event) => set('kind', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 11rem' }}
      >
        <option value="">Any action</option>
        {(Object.keys(KIND_WORDS) as AuditKind[]).map((kind) => (
          <option key={kind} value={kind}>
            {KIND_WORDS[kind]}
          </option>
        ))}
      </TextField>
      <TextFilter key={`subject:${filters.subject ?? ''}`} label="Tool, order or user" value={filters.subject} onApply={(value) => set('subject', value)} />
      <TextField
        type="date"
        label="From"
        size="small"
        value={filters.from ?? ''}
        onChange={(event) => set('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 9rem' }}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={filters.to ?? ''}
        onChange={(event) => set('to', event.target.value)}
        error={rangeBackwards}
        helperText={rangeBackwards ? 'The range ends before it starts.' : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 9rem' }}
      />
      {hasFilters(filters) && (
        <Button onClick={() => onChange({})} sx={{ alignSelf: 'center' }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
