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
