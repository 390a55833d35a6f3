import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { isId } from '../../../lib/contract-limits';
import { problemMessage } from '../../../lib/problem';
import type { Product, ProductDetail, ProductInput } from '../../../types/api';
import { useAddProductMutation, useGetProductQuery } from '../api/products-api';
import { toolName } from '../sizes';
import { emptyProduct, ProductForm, type ProductFormValues } from './product-form';

/** A new size's form, from the tool it joins: its name, words, picture, price and place, and its option's name; its own value, SKU and stock to fill. */
const sizeValues = (tool: ProductDetail): ProductFormValues => ({
  ...emptyProduct,
  name: toolName(tool),
  description: tool.description,
  image: tool.image,
  price: String(tool.price),
  category: tool.category?.slug ?? '',
  brand: tool.brand?.slug ?? '',
  optionName: tool.option?.name ?? '',
});

interface ProductAdderProps {
  title: string;
  initialValues: ProductFormValues;
  /** The tool this is another size of (`sizeOf`). */
  sizeOf?: string;
  intro?: ReactNode;
}

/** The form and what adding said: told it was added (with a link to its page), with the form as it started for the next one. */
function ProductAdder({ title, initialValues, sizeOf, intro }: ProductAdderProps) {
  const [addProduct, { error, isLoading, reset }] = useAddProductMutation();
  const [added, setAdded] = useState<Product>();

  const add = async (product: ProductInput) => {
    setAdded(undefined);
    const result = await addProduct(sizeOf ? { ...product, sizeOf } : product);
    if (!result.data) return false;
    setAdded(result.data);
    reset();
    return true;
  };

  return (
    <ProductScreen title={title}>
      {intro}
      <ProductForm id="add-product-form" label={sizeOf ? 'New size' : 'New product'} initialValues={initialValues} onSubmit={add}>
        {error && (
          <Alert severity="error" role="alert">
            {problemMessage(error)}
          </Alert>
        )}
        <Box role="status">
          {added && (
            <Alert severity="success" onClose={() => setAdded(undefined)}>
              {added.name} was added to the catalogue.{' '}
              <Link component={RouterLink} to={`/products/${added.slug}`} color="inherit">
                See its page in the shop
              </Link>
            </Alert>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" loading={isLoading} sx={{ alignSelf: 'flex-start' }}>
          {sizeOf ? 'Add Size' : 'Add Product'}
        </Button>
      </ProductForm>
    </ProductScreen>
  );
}

function ProductScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="add-product-title">
      <Typography id="add-product-title" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {children}
      </Paper>
    </Box>
  );
}

/** Another size of a tool (`?sizeOf=<id>`): the form starts from the tool, and the size joins it. */
function AddSize({ toolId }: { toolId: string }) {
  const { data: tool, error, isFetching, refetch } = useGetProductQuery(toolId);
  if (!tool) {
    return (
      <ProductScreen title="Add A Size">
        {error ? <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} retrying={isFetching} /> : <Typography role="status">Loading the tool…</Typography>}
      </ProductScreen>
    );
  }
  const name = toolName(tool);
  // The server takes a size only for a tool whose sizes already have an option's name.
  if (!tool.option) {
    return (
      <ProductScreen title={`Add A Size of ${name}`}>
        <Alert severity="info">
          {name} doesn’t come in sizes yet. Give it its own option and value (like Size and 12 mm) with Edit in Manage Products, then add its other sizes.
        </Alert>
      </ProductScreen>
    );
  }
  return (
    <ProductAdder
      title={`Add A Size of ${name}`}
      initialValues={sizeValues(tool)}
      sizeOf={tool._id}
      intro={
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The new size joins {name} ({tool.option.name} {tool.variants?.map((size) => size.option.value).join(', ') ?? tool.option.value}), with its category and brand. Give it its own {tool.option.name.toLowerCase()}, SKU and stock.
        </Typography>
      }
    />
  );
}

/**
 * Admins add a tool to the catalogue and stay here, told it was added (with a link to its page),
 * with the form empty for the next one, as shop admins are used to; from Manage Products' Add a
 * size (`?sizeOf=<id>`), another size of a tool, the form filled from it.
 */
export function AddProduct() {
  const [search] = useSearchParams();
  const sizeOf = search.get('sizeOf');
  if (sizeOf !== null && isId(sizeOf)) return <AddSize key={sizeOf} toolId={sizeOf} />;
  return <ProductAdder title="Add A Product" initialValues={emptyProduct} />;
}
