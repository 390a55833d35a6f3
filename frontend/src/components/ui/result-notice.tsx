import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

/**
 * The message that says what an action did (an order shipped, a refund sent). The button that
 * started it is usually gone with the state it belonged to, and the focus would fall to the page;
 * so, as the admins of the shops people know do it, the message takes the focus when it appears or
 * says something new: a screen reader reads the result and the keyboard goes on from there.
 */
export function ResultNotice({ children, onClose, sx }: { children: string; onClose: () => void; sx?: SxProps<Theme> }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, [children]);
  // Not a control (Tab never reaches it): no focus ring, which would read as something to press.
  return (
    <Alert ref={notice} tabIndex={-1} severity="success" role="status" onClose={onClose} sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Alert>
  );
}
