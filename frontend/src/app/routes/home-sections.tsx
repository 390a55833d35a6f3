import { lazy } from 'react';
import { FeatureStrip } from '../../components/layout/feature-strip';
import { NearViewport } from '../../components/layout/near-viewport';
import { TrustBlock } from '../../components/layout/trust-block';
import { CustomerReviews } from '../../features/reviews/components/customer-reviews';

// The forms' code (react-hook-form, zod) is the heaviest part of the home page and sits at its foot.
const ContactSection = lazy(() => import('../../features/contact/components/contact-section'));

/** Everything the home page shows after the catalogue: who we are, what customers say, what we promise, how to reach us. */
export function HomeSections() {
  return (
    <>
      <TrustBlock />
      <CustomerReviews />
      <FeatureStrip />
      <NearViewport minHeight={640}>
        <ContactSection />
      </NearViewport>
    </>
  );
}
