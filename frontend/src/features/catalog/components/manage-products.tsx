import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { formatPrice } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem';
import type { Product } from '../../../types/api';
import { useDeleteProductMutation, useListAllProductsInfiniteQuery } from '../api/products-api';
import { EditProductDialog } from './edit-product-dialog';

const TITLE_ID = 'manage-products-title';

function ProductRow({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
  return (
    <TableRow>
      <TableCell>
        {/* The name sits in the next cell, so the thumbnail adds nothing for a screen reader. */}
        <Box component="img" src={product.image} alt="" loading="lazy" sx={{ width: 56, height: 56, objectFit: 'contain', display: 'block' }} />
      </TableCell>
      <TableCell component="th" scope="row">
        {product.name}
      </TableCell>
      <TableCell align="right">{formatPrice(product.price)}</TableCell>
      <TableCell align="right">{product.available}</TableCell>
      <TableCell align="right">{product.minimum}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={onEdit} aria-label={`Edit ${product.name}`}>
            Edit
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={onDelete} aria-label={`Delete ${product.name}`}>
            Delete
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Every product in the catalogue, to edit or delete. */
export function ManageProducts() {
  const { data, error, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useListAllProductsInfiniteQuery();
  const [deleteProduct, deleteState] = useDeleteProductMutation();
  const [editing, setEditing] = useState<Product | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const products = data?.pages.flatMap((page) => page.items) ?? [];

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteProduct(toDelete._id);
    if ('error' in result) return;
    setNotice(`${toDelete.name} was deleted.`);
    setToDelete(null);
  };

  const closeDelete = () => {
    setToDelete(null);
    deleteState.reset();
  };

  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Manage Products
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {isLoading ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading products">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : !data ? (
        <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />
      ) : products.length === 0 ? (
        <Typography>There are no products yet. Add one with Add A Product.</Typography>
      ) : (
        // On a phone the table scrolls sideways inside its own frame instead of squeezing the columns.
        <TableContainer component={Paper} variant="outlined" role="region" aria-label="All products" tabIndex={0}>
          <Table aria-labelledby={TITLE_ID} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>Image</TableCell>
                <TableCell>Name</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Available</TableCell>
                <TableCell align="right">Minimum</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product) => (
                <ProductRow key={product._id} product={product} onEdit={() => setEditing(product)} onDelete={() => setToDelete(product)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {isError && data && <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />}
      <LoadMore label="Load more products" hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      {editing && (
        <EditProductDialog
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setNotice(`${saved.name} was updated.`);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this product?"
        message={toDelete ? `Delete ${toDelete.name}? It leaves the catalogue for good; orders already placed keep their details.` : ''}
        error={deleteState.error ? problemMessage(deleteState.error) : undefined}
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDelete}
      />
    </Box>
  );
}
