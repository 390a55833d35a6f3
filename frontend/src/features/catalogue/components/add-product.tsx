import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { problemMessage } from '../../../lib/problem';
import type { ProductInput } from '../../../types/api';
import { useAddProductMutation } from '../api/products-api';
import { emptyProduct, ProductForm } from './product-form';

/** Admins add a tool to the catalogue, then see it on the home page, where it is listed first. */
export function AddProduct() {
  const [addProduct, { error, isLoading }] = useAddProductMutation();
  const navigate = useNavigate();

  const add = async (product: ProductInput) => {
    const result = await addProduct(product);
    if ('error' in result) return false;
    void navigate('/');
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
          <Button type="submit" variant="contained" size="large" loading={isLoading} sx={{ alignSelf: 'flex-start' }}>
            Add Product
          </Button>
        </ProductForm>
      </Paper>
    </Box>
  );
}
