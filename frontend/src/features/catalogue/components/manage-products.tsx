import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTableScreen } from '../../../components/ui/paged-table-screen';
import { SearchBox } from '../../../components/ui/search-box';
import { limits } from '../../../lib/contract-limits';
import { RowCard } from '../../../components/ui/row-card';
import { ADMIN_LIST_FRESHNESS } from '../../../lib/freshness';
import { formatPrice } from '../../../lib/money';
import { problemMessage } from '../../../lib/problem';
import { useUrlFilters } from '../../../lib/url-filters';
import type { Product } from '../../../types/api';
import {
  adminProductSearchFrom,
  searchOfAdminProductSearch,
  useDeleteProductMutation,
  useListAllProductsInfiniteQuery,
} from '../api/products-api';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { EditProductDialog } from './edit-product-dialog';
import { StockHistoryDialog } from './stock-history-dialog';

type ProductAction = 'edit' | 'adjust' | 'history' | 'delete';
type OnAction = (action: ProductAction) => void;

// The name sits beside it, so the thumbnail adds nothing for a screen reader.
const Thumbnail = ({ product }: { product: Product }) => (
  <Box component="img" src={product.image} alt="" loading="lazy" sx={{ width: 56, height: 56, objectFit: 'contain', display: 'block', flexShrink: 0 }} />
);

function ProductActions({ product, onAction }: { product: Product; onAction: OnAction }) {
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => onAction('edit')} aria-label={`Edit ${product.name}`}>
        Edit
      </Button>
      <Button size="small" variant="outlined" onClick={() => onAction('adjust')} aria-label={`Adjust stock of ${product.name}`}>
        Adjust stock
      </Button>
      <Button size="small" variant="outlined" onClick={() => onAction('history')} aria-label={`Stock history of ${product.name}`}>
        History
      </Button>
      {/* A page of its own (the add form, filled from this tool), so a link. */}
      <Button size="small" variant="outlined" component={RouterLink} to={`/dashboard/add-product?sizeOf=${product._id}`} aria-label={`Add a size of ${product.name}`}>
        Add a size
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onAction('delete')} aria-label={`Delete ${product.name}`}>
        Delete
      </Button>
    </>
  );
}

function ProductRow({ product, onAction }: { product: Product; onAction: OnAction }) {
  return (
    <TableRow>
      <TableCell>
        <Thumbnail product={product} />
      </TableCell>
      <TableCell component="th" scope="row">
        {product.name}
      </TableCell>
      <TableCell align="right">{formatPrice(product.price)}</TableCell>
      <TableCell align="right">{product.available}</TableCell>
      <TableCell align="right">{product.minimum}</TableCell>
      {/* One line on a desktop: a row's actions wrapped under each other make every row twice as tall. */}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row" useFlexGap spacing={1}>
          <ProductActions product={product} onAction={onAction} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

const ProductCard = ({ product, onAction }: { product: Product; onAction: OnAction }) => (
  <RowCard
    title={product.name}
    media={<Thumbnail product={product} />}
    fields={[
      ['Price', formatPrice(product.price)],
      ['Available', product.available],
      ['Minimum', product.minimum],
    ]}
    actions={<ProductActions product={product} onAction={onAction} />}
  />
);

/**
 * Every product in the catalogue, to edit, restock or delete, with each one's stock history and,
 * when the app passes `historyOf`, what staff did to it.
 */
export function ManageProducts({ historyOf }: { historyOf?: (productId: string) => ReactNode } = {}) {
  const [search, setSearch] = useUrlFilters(adminProductSearchFrom, searchOfAdminProductSearch);
  const listed = useListAllProductsInfiniteQuery(search, ADMIN_LIST_FRESHNESS);
  // The current search's products only: while another search loads, the last one's don't linger.
  const query = { ...listed, data: listed.currentData, isLoading: listed.isFetching && !listed.currentData };
  const searchedFor = query.data?.pages[0]?.searchedFor;
  const [deleteProduct, deleteState] = useDeleteProductMutation();
  const [open, setOpen] = useState<{ action: ProductAction; product: Product } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  const toolbar = (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <SearchBox
        key={search.q ?? ''}
        label="Search products"
        placeholder="Words of the name or description"
        maxLength={limits.ProductSearch.maxLength}
        initial={search.q ?? ''}
        onSearch={(q) => setSearch(q ? { q } : {})}
      />
      {search.q && <Button onClick={() => setSearch({})}>Clear search</Button>}
      {searchedFor && (
        <Typography role="status" sx={{ flexBasis: '100%' }}>
          No products match “{search.q}”. Showing products for “{searchedFor}”.
        </Typography>
      )}
    </Stack>
  );
  // Stock moves while a dialog is open (orders, the list refreshing): the stock dialogs follow the
  // list as it reloads. The edit dialog keeps the product as it opened, so that only the fields the
  // admin changed are sent.
  const target = open && (products.find((product) => product._id === open.product._id) ?? open.product);
  const dialog = open?.action;
  const close = () => setOpen(null);
  const actionsOf = (product: Product): OnAction => (action) => setOpen({ action, product });

  const confirmDelete = async () => {
    if (!target) return;
    const result = await deleteProduct(target._id);
    if ('error' in result) return;
    setNotice(`${target.name} was deleted.`);
    close();
  };

  const closeDelete = () => {
    close();
    deleteState.reset();
  };

  return (
    <>
      <PagedTableScreen
        title="Manage Products"
        query={query}
        rowCount={products.length}
        things="products"
        emptyText={search.q ? `No products match “${search.q}”.` : 'There are no products yet. Add one with Add A Product.'}
        toolbar={toolbar}
        notice={notice}
        onNoticeClose={() => setNotice(null)}
        skeletonHeight={72}
        minWidth={900}
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
        cards={products.map((product) => (
          <ProductCard key={product._id} product={product} onAction={actionsOf(product)} />
        ))}
      >
        {products.map((product) => (
          <ProductRow key={product._id} product={product} onAction={actionsOf(product)} />
        ))}
      </PagedTableScreen>
      {open && dialog === 'edit' && (
        <EditProductDialog
          product={open.product}
          onClose={close}
          onSaved={(saved) => {
            setNotice(`${saved.name} was updated.`);
            close();
          }}
        />
      )}
      {target && dialog === 'adjust' && (
        <AdjustStockDialog
          product={target}
          onClose={close}
          onAdjusted={({ available }) => {
            setNotice(`${target.name} now has ${available} in stock.`);
            close();
          }}
        />
      )}
      {target && dialog === 'history' && <StockHistoryDialog product={target} onClose={close} staffActions={historyOf?.(target._id)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this product?"
        message={target ? `Delete ${target.name}? It leaves the catalogue for good; orders already placed keep their details.` : ''}
        error={deleteState.error ? problemMessage(deleteState.error) : undefined}
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDelete}
      />
    </>
  );
}
