import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  framework: {
    name: '@storybook/react-vite',
    // The storefront's own Vite config (React plugin, build target), so stories build like the app.
    options: { builder: { viteConfigPath: 'frontend/vite.config.ts' } },
  },
  stories: ['../frontend/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The shop's pictures and fonts, and the MSW worker that answers the API in the browser.
  staticDirs: ['../frontend/public', './public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
});
