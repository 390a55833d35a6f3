import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * The heading of a screen the shopper is sent to after an action (an order placed, a payment
 * made): it takes the focus when it appears, so a screen reader reads where they are now and the
 * keyboard goes on from there rather than from the top of the page.
 */
export function ArrivalHeading({ sx, ...props }: TypographyProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Not a control (Tab never reaches it): no focus ring, which would read as something to press.
  return <Typography ref={heading} tabIndex={-1} {...props} sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
