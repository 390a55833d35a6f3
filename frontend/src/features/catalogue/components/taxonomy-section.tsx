import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';

type Problem = Parameters<typeof problemMessage>[0];

interface TaxonomySectionProps {
  heading: string;
  addLabel: string;
  onAdd: () => void;
  /** What the last change did ("Added Saws."), said to a screen reader too. */
  done: string;
  list: { isLoading: boolean; isFetching: boolean; error: Problem; loaded: boolean; refetch: () => unknown };
  children: ReactNode;
}

/** One list of the Categories and Brands screen: its heading and Add button, what was last done, and its loading or failure. */
export function TaxonomySection({ heading, addLabel, onAdd, done, list, children }: TaxonomySectionProps) {
  const headingId = useId();
  if (list.isLoading) return <CircularProgress aria-label={`Loading ${heading.toLowerCase()}`} />;
  if (list.error && !list.loaded) return <ErrorState message={problemMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h5" component="h3">
          {heading}
        </Typography>
        <Button variant="contained" onClick={onAdd}>
          {addLabel}
        </Button>
      </Stack>
      <Typography role="status">{done}</Typography>
      {children}
    </Stack>
  );
}

/** "1 tool", "3 tools". */
export const toolCount = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`;

/** A list of the screen: its rows are TaxonomyRows. */
export function TaxonomyList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** One category or brand: its name, what it holds, and its actions on one line on a desktop. */
export function TaxonomyRow({ name, detail, depth = 0, children }: { name: string; detail: string; depth?: number; children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ pl: depth * 3, py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Stack sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', whiteSpace: 'nowrap' }} useFlexGap>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * Asking before a category or brand is removed: the shop refuses one still in use, and its words
 * (what it still holds) show in the dialog, which stays for another try or Keep it.
 */
export function useRemoval<Item extends { slug: string; name: string }>(
  remove: (slug: string) => Promise<{ error?: unknown }>,
  state: { isLoading: boolean; error?: Problem; reset: () => void },
  onRemoved: (item: Item) => void,
  message: string,
) {
  const [removing, setRemoving] = useState<Item | null>(null);
  const confirm = async () => {
    if (!removing) return;
    const result = await remove(removing.slug);
    if (!('error' in result) || result.error === undefined) {
      onRemoved(removing);
      setRemoving(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={removing !== null}
      title={`Remove ${removing?.name ?? ''}?`}
      message={message}
      error={state.error ? problemMessage(state.error) : undefined}
      busy={state.isLoading}
      confirmLabel="Remove"
      cancelLabel="Keep it"
      onConfirm={() => void confirm()}
      onCancel={() => {
        state.reset();
        setRemoving(null);
      }}
    />
  );
  return { ask: setRemoving, dialog };
}
