import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ManageBrands } from './manage-brands';
import { ManageCategories } from './manage-categories';

/** The dashboard's screen for the catalogue's shape: its category tree, then its brands. */
export function CategoriesAndBrands() {
  return (
    <Stack spacing={4}>
      <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
        Categories and brands
      </Typography>
      <ManageCategories />
      <Divider />
      <ManageBrands />
    </Stack>
  );
}
