import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/layout/page-title';
import { ManageBrands } from '../../../features/catalogue/components/manage-brands';
import { ManageCategories } from '../../../features/catalogue/components/manage-categories';

export default function CategoriesRoute() {
  return (
    <Stack spacing={4}>
      <PageTitle>Categories and brands</PageTitle>
      <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
        Categories and brands
      </Typography>
      <ManageCategories />
      <Divider />
      <ManageBrands />
    </Stack>
  );
}
