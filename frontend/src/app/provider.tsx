import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../lib/store';
import { theme } from '../lib/theme';

export function AppProvider({ store, emotionCache, children }: { store: AppStore; emotionCache?: EmotionCache; children: ReactNode }) {
  const app = (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
  // A server-rendered page's styles are in its HTML, collected through (and adopted by) this cache.
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
