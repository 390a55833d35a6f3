import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { productQueryArg, useGetProductQuery } from '../../../features/catalogue/api/products-api';
import { ToolPicker, type PickedTool } from '../../../features/catalogue/components/tool-picker';
import { useBoughtTools } from '../../../features/orders/api/bought-tools';
import { AddReviewForm } from '../../../features/reviews/components/add-review-form';
import { isId } from '../../../lib/contract-limits';

/**
 * Add A Review, about the tool in `?product=<id>` (a tool's page and a delivered order link here
 * with it) or one the customer picks; none is a review of the shop.
 */
export default function AddReviewRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const productId = searchParams.get('product') ?? '';
  const { data: product } = useGetProductQuery(productQueryArg(productId), { skip: !isId(productId) });
  // Undefined until the customer picks: until then the address's tool is the one.
  const [picked, setPicked] = useState<PickedTool | null | undefined>(undefined);
  const bought = useBoughtTools();
  const tool = picked !== undefined ? picked : product ? { _id: product._id, name: product.name } : null;

  const choose = (next: PickedTool | null) => {
    setPicked(next);
    // In the address too, so a reload or a shared link keeps the tool.
    setSearchParams(next ? { product: next._id } : {}, { replace: true });
  };

  return (
    <>
      <PageTitle>Add A Review</PageTitle>
      <AddReviewForm
        tool={tool}
        toolPicker={<ToolPicker value={tool} onChange={choose} bought={bought} helperText="Leave it empty to review the shop as a whole." />}
      />
    </>
  );
}
