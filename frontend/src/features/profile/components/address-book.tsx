import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { addressName, MAX_ADDRESSES } from '../../../lib/addresses/address-book';
import { useDeleteAddressMutation, useListAddressesQuery, useSetDefaultAddressMutation } from '../../../lib/addresses/address-book-api';
import { problemMessage } from '../../../lib/problem';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import type { SavedAddress } from '../../../types/api';
import { AddressForm } from './address-form';

/** What the section is doing: showing the book, adding an address, or changing one. */
type Mode = { kind: 'list' } | { kind: 'adding' } | { kind: 'editing'; id: string };

/**
 * The shopper's address book, in their profile: the addresses the checkout offers, one the
 * default, each changed, removed or made the default here.
 */
export function AddressBook() {
  const owner = useAppSelector(selectUser)?.email ?? '';
  const { data: book, error, isFetching, refetch } = useListAddressesQuery(owner, { skip: !owner });
  const [setDefault, defaulting] = useSetDefaultAddressMutation();
  const [deleteAddress, deleting] = useDeleteAddressMutation();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [removing, setRemoving] = useState<SavedAddress>();
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  const loading = !book && (isFetching || !error);
  const full = (book?.items.length ?? 0) >= MAX_ADDRESSES;
  const list = () => setMode({ kind: 'list' });

  const remove = async () => {
    if (!removing) return;
    const result = await deleteAddress(removing._id);
    if (!('error' in result)) setRemoving(undefined);
  };

  return (
    <Box component="section" aria-labelledby="address-book-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography id="address-book-title" ref={heading} tabIndex={-1} variant="h3" sx={{ fontSize: '1.35rem', '&:focus': { outline: 'none' } }}>
          Delivery addresses
        </Typography>
        {book && mode.kind === 'list' && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setMode({ kind: 'adding' })} disabled={full}>
            Add an address
          </Button>
        )}
      </Stack>
      {loading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your addresses">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : !book ? (
        <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} retrying={isFetching} />
      ) : (
        <Stack spacing={2}>
          {full && mode.kind === 'list' && (
            <Typography variant="body2" color="text.secondary">
              Your address book is full ({MAX_ADDRESSES} addresses). Remove one to add another.
            </Typography>
          )}
          {mode.kind === 'adding' && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <AddressForm askDefault={book.items.length > 0} onDone={list} />
            </Paper>
          )}
          {book.items.length === 0 && mode.kind === 'list' && (
            <Typography>No saved addresses yet. Add one and the checkout fills it in for you.</Typography>
          )}
          {defaulting.error && <FormFeedback error={defaulting.error} />}
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {book.items.map((saved) => (
              <Paper key={saved._id} component="li" variant="outlined" sx={{ p: 2 }}>
                {mode.kind === 'editing' && mode.id === saved._id ? (
                  <AddressForm editing={saved} askDefault={false} onDone={list} />
                ) : (
                  <>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                      <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {addressName(saved)}
                      </Typography>
                      {saved.isDefault && <Chip size="small" color="primary" variant="outlined" label="Default" />}
                    </Stack>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {saved.address}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                      {saved.phone}
                    </Typography>
                    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                      <Button size="small" variant="outlined" onClick={() => setMode({ kind: 'editing', id: saved._id })} aria-label={`Edit ${addressName(saved)}`}>
                        Edit
                      </Button>
                      {!saved.isDefault && (
                        <Button
                          size="small"
                          onClick={() => void setDefault({ id: saved._id, owner })}
                          loading={defaulting.isLoading && defaulting.originalArgs?.id === saved._id}
                          aria-label={`Make default: ${addressName(saved)}`}
                        >
                          Make default
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => setRemoving(saved)} aria-label={`Remove ${addressName(saved)}`}>
                        Remove
                      </Button>
                    </Stack>
                  </>
                )}
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this address?"
        message={removing ? `${addressName(removing)} will no longer be offered at checkout. Orders already placed keep their address.` : ''}
        error={deleting.error && problemMessage(deleting.error)}
        busy={deleting.isLoading}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        onConfirm={() => void remove()}
        onCancel={() => {
          setRemoving(undefined);
          deleting.reset();
        }}
      />
    </Box>
  );
}
