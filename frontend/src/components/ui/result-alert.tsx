import Alert, { type AlertProps } from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

/**
 * The result of what the shopper just did (an order cancelled, a card declined, a review posted, a
 * profile saved): it takes the focus when it appears, so a screen reader reads it and the keyboard
 * goes on from it, instead of from the top of the page where focus falls when the control that was
 * pressed disappears or is disabled. A new result needs a new element (a `key`) to be read again.
 */
export function ResultAlert({ sx, ...props }: AlertProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, []);
  // Not a control (Tab never reaches it): no focus ring, which would read as something to press.
  return <Alert ref={alert} tabIndex={-1} {...props} sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
