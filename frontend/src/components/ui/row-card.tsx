import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface RowCardProps {
  title: ReactNode;
  /** Beside the title: a thumbnail. */
  media?: ReactNode;
  /** The row's other cells as label and value. */
  fields: [label: string, value: ReactNode][];
  actions: ReactNode;
}

/** One row of an admin table as a card, for a phone: every field and action in view, nothing to scroll sideways. */
export function RowCard({ title, media, fields, actions }: RowCardProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        {media}
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5 }}>
        {fields.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {actions}
      </Stack>
    </Paper>
  );
}
