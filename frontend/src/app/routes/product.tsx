import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NotFoundNotice } from '../../components/layout/not-found-notice';
import { ErrorState } from '../../components/ui/error-state';
import { useRetryFocus } from '../../lib/use-retry-focus';
import { productQueryArg, useGetProductQuery } from '../../features/catalogue/api/products-api';
import { ProductOverview, ProductOverviewSkeleton } from '../../features/catalogue/components/product-overview';
import { deferredSection } from '../../components/layout/deferred-section';
import { HydratesApart } from '../../components/layout/hydrates-apart';
import { isId } from '../../lib/contract-limits';
import { previewText } from '../../lib/format';
import { formatPrice } from '../../lib/money';
import { isNotFound, problemMessage } from '../../lib/problem';

const SHOP = 'Hand Tool Shop';

// Below the tool on a phone: in the server's HTML, hydrated once the browser is idle.
const CustomerReviews = deferredSection(
  () => import('../../features/reviews/components/customer-reviews').then((m) => m.CustomerReviews),
  <div style={{ minHeight: 560 }} />,
);

/** A tool's public page (/products/:id). Its loader (app/router.tsx) has already asked for the tool and its reviews. */
export default function ProductRoute() {
  const { id = '' } = useParams();
  const wellFormed = isId(id);
  // `error` outlives a refetch: a tool that failed in the loader (or on the server) keeps its message
  // while the page's own subscription asks again, instead of flashing placeholders in between.
  const { currentData: product, error, isFetching, refetch } = useGetProductQuery(productQueryArg(id), { skip: !wellFormed });
  const { target: screen, retry } = useRetryFocus<HTMLDivElement>(!isFetching);

  if (!wellFormed || (!product && isNotFound(error))) {
    return (
      <NotFoundNotice title="Tool not found">
        <title>{`Tool not found | ${SHOP}`}</title>
        <Typography sx={{ mb: 3 }}>We have no tool at this address. It may have left the catalogue; the rest of our tools are in the shop.</Typography>
      </NotFoundNotice>
    );
  }

  return (
    <Container ref={screen} maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      {product ? (
        <>
          <title>{`${product.name} | ${SHOP}`}</title>
          <meta name="description" content={`${formatPrice(product.price)} each. ${previewText(product.description, 150)}`} />
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
      {(product || !error) && <CustomerReviews productId={id} title="Reviews of this tool" writeReview />}
    </Container>
  );
}
