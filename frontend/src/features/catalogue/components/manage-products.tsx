import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTableScreen } from '../../../components/ui/paged-table-screen';
import { formatPrice } from '../../../lib/money';
import { problemMessage } from '../../../lib/problem';
import type { Product } from '../../../types/api';
import { useDeleteProductMutation, useListAllProductsInfiniteQuery } from '../api/products-api';
import { EditProductDialog } from './edit-product-dialog';


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
  const query = useListAllProductsInfiniteQuery();
  const [deleteProduct, deleteState] = useDeleteProductMutation();
  const [editing, setEditing] = useState<Product | null>(null);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];

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
    <>
      <PagedTableScreen
        title="Manage Products"
        query={query}
        rowCount={products.length}
        things="products"
        emptyText="There are no products yet. Add one with Add A Product."
        notice={notice}
        onNoticeClose={() => setNotice(null)}
        skeletonHeight={72}
        minWidth={720}
        headerCells={
          <>
            <TableCell>Image</TableCell>
            <TableCell>Name</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Available</TableCell>
            <TableCell align="right">Minimum</TableCell>
            <TableCell>Actions</TableCell>
          </>
        }
      >
        {products.map((product) => (
          <ProductRow key={product._id} product={product} onEdit={() => setEditing(product)} onDelete={() => setToDelete(product)} />
        ))}
      </PagedTableScreen>
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
    </>
  );
}
