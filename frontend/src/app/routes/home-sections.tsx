import { deferredSection } from '../../components/layout/deferred-section';

// Below the catalogue: in the page's HTML from the server, hydrated once the browser is idle.
const TrustBlock = deferredSection(() => import('../../components/layout/trust-block').then((m) => m.TrustBlock), <div style={{ minHeight: 480 }} />);
const CustomerReviews = deferredSection(
  () => import('../../features/reviews/components/customer-reviews').then((m) => m.CustomerReviews),
  <div style={{ minHeight: 560 }} />,
);
const FeatureStrip = deferredSection(() => import('../../components/layout/feature-strip').then((m) => m.FeatureStrip), <div style={{ minHeight: 320 }} />);
// The forms' code (react-hook-form, zod) is the heaviest part of the home page and sits at its foot:
// in the server's HTML, as forms that post without it, and hydrated last.
const ContactSection = deferredSection(() => import('../../features/contact/components/contact-section').then((m) => m.default), <div style={{ minHeight: 640 }} />);

/** Everything the home page shows after the catalogue: who we are, what customers say, what we promise, how to reach us. */
export function HomeSections() {
  return (
    <>
      <TrustBlock />
      <CustomerReviews />
      <FeatureStrip />
      <ContactSection />
    </>
  );
}
