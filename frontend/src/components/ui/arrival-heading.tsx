import Typography, { type TypographyProps } from '@mui/material/Typography';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * The heading of a screen the shopper is sent to after an action (an order placed, a payment
 * made): it takes the focus when it appears, so a screen reader reads where they are now and the
 * keyboard goes on from there rather than from the top of the page. `ref`, if given, is the heading's
 * (a Retry on the screen gives the focus back to it).
 */
export function ArrivalHeading({ sx, ref, ...props }: Omit<TypographyProps, 'ref'> & { ref?: RefObject<HTMLHeadingElement | null> }) {
  const own = useRef<HTMLHeadingElement>(null);
  const heading = ref ?? own;
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Not a control (Tab never reaches it): no focus ring, which would read as something to press.
  return <Typography ref={heading} tabIndex={-1} {...props} sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
