import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/**
 * What a server-rendered page says when the browser runs no JavaScript, about what needs it. Inside
 * `<noscript>`, so a browser with JavaScript never shows it (React neither hydrates nor renders it there).
 */
export function NeedsJavaScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Alert severity="info" sx={{ mb: 3 }}>
        {children}
      </Alert>
    </noscript>
  );
}
