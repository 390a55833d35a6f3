import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '../../../lib/problem';
import type { Product, ProductInput } from '../../../types/api';
import { useAddProductMutation } from '../api/products-api';
import { emptyProduct, ProductForm } from './product-form';

/**
 * Admins add a tool to the catalogue and stay here, told it was added (with a link to its page),
 * with the form empty for the next one, as shop admins are used to.
 */
export function AddProduct() {
  const [addProduct, { error, isLoading, reset }] = useAddProductMutation();
  const [added, setAdded] = useState<Product>();

  const add = async (product: ProductInput) => {
    setAdded(undefined);
    const result = await addProduct(product);
    if (!result.data) return false;
    setAdded(result.data);
    reset();
    return true;
  };

  return (
    <Box component="section" aria-labelledby="add-product-title">
      <Typography id="add-product-title" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Add A Product
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <ProductForm id="add-product-form" label="New product" initialValues={emptyProduct} onSubmit={add}>
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
            Add Product
          </Button>
        </ProductForm>
      </Paper>
    </Box>
  );
}
