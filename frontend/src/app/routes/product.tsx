import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { NotFoundNotice } from '../../components/layout/not-found-notice';
import { ErrorState } from '../../components/ui/error-state';
import { useRetryFocus } from '../../lib/use-retry-focus';
import { categoryTrail, productQueryArg, useGetProductBySlugQuery, useGetProductQuery, useListCategoriesQuery } from '../../features/catalogue/api/products-api';
import { CategoryTrail } from '../../features/catalogue/components/category-trail';
import { ProductOverview, ProductOverviewSkeleton } from '../../features/catalogue/components/product-overview';
import { ProductSeo } from '../../features/catalogue/components/product-seo';
import { deferredSection } from '../../components/layout/deferred-section';
import { HydratesApart } from '../../components/layout/hydrates-apart';
import { isId, isSlug } from '../../lib/contract-limits';
import { isNotFound, problemMessage } from '../../lib/problem';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ProductDetail } from '../../types/api';

const SHOP = 'Hand Tool Shop';
// Below the tool on a phone: in the server's HTML, hydrated once the browser is idle.
const CustomerReviews = deferredSection(
  () => import('../../features/reviews/components/customer-reviews').then((m) => m.CustomerReviews),
  <div style={{ minHeight: 560 }} />,
);

/** Home › Saws › Hand saws › the tool, when the tool is in a category. */
function ToolTrail({ product }: { product: ProductDetail }) {
  const { data } = useListCategoriesQuery(undefined, { skip: !product.category });
  const trail = product.category && data ? categoryTrail(data.items, product.category.slug) : undefined;
  return trail ? <CategoryTrail trail={trail} current={product.name} /> : null;
}

function ToolNotFound() {
  return (
    <NotFoundNotice title="Tool not found">
      <title>{`Tool not found | ${SHOP}`}</title>
      <Typography sx={{ mb: 3 }}>We have no tool at this address. It may have left the catalogue; the rest of our tools are in the shop.</Typography>
    </NotFoundNotice>
  );
}

/** The page of a tool, or its placeholder, or why it didn't load with a way to ask again. */
function ToolPage({
  product,
  error,
  isFetching,
  refetch,
}: {
  product: ProductDetail | undefined;
  error: FetchBaseQueryError | SerializedError | undefined;
  isFetching: boolean;
  refetch: () => unknown;
}) {
  const { target: screen, retry } = useRetryFocus<HTMLDivElement>(!isFetching);
  if (!product && isNotFound(error)) return <ToolNotFound />;
  return (
    <Container ref={screen} maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      {product ? (
        <>
          <ProductSeo product={product} />
          <ToolTrail product={product} />
          <HydratesApart>
            <ProductOverview product={product} />
          </HydratesApart>
        </>
      ) : error ? (
        <>
          <title>{`This tool didn’t load | ${SHOP}`}</title>
          <Typography tabIndex={-1} variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 2, '&:focus': { outline: 'none' } }}>
            This tool didn’t load
          </Typography>
          <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} retrying={isFetching} />
        </>
      ) : (
        <ProductOverviewSkeleton />
      )}
      {/* Asked for beside the tool (by the loader), so shown beside its placeholder too: nothing below moves when it arrives. */}
      {(product || !error) && <CustomerReviews productId={product ? product._id : null} title="Reviews of this tool" writeReview />}
    </Container>
  );
}

/** A tool at its readable address (/products/:slug). Its loader (app/router.tsx) has already asked for the tool and its reviews. */
function ToolAtSlug({ slug }: { slug: string }) {
  const wellFormed = isSlug(slug);
  // `error` outlives a refetch: a tool that failed in the loader (or on the server) keeps its message
  // while the page's own subscription asks again, instead of flashing placeholders in between.
  const { currentData: product, error, isFetching, refetch } = useGetProductBySlugQuery(slug, { skip: !wellFormed });
  if (!wellFormed) return <ToolNotFound />;
  return <ToolPage product={product} error={error} isFetching={isFetching} refetch={refetch} />;
}

/**
 * An old link by id (/products/:id, from before slugs, or a cart line's): the loader answers it
 * with a permanent redirect; this moves on too once the tool has loaded here after a failure.
 */
function ToolById({ id }: { id: string }) {
  const { currentData: product, error, isFetching, refetch } = useGetProductQuery(productQueryArg(id));
  if (product) return <Navigate to={`/products/${product.slug}`} replace />;
  return <ToolPage product={undefined} error={error} isFetching={isFetching} refetch={refetch} />;
}

export default function ProductRoute() {
  const { ref = '' } = useParams();
  return isId(ref) ? <ToolById id={ref} /> : <ToolAtSlug slug={ref} />;
}
