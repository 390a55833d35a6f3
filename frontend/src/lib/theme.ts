// The shop's one theme: workshop charcoal with safety orange, condensed headings that read like
// stencilled labels, and a plain, legible body face. Colour pairs are chosen for WCAG AA contrast.
import { createTheme } from '@mui/material/styles';

const charcoal = '#1f2328';
const orange = '#b34700'; // AA on white for text and buttons; the brighter #e8681c is decoration only.

// A solid two-tone focus ring outside the element: a charcoal line 2 px off it (over 14:1 on the
// page's light backgrounds, whatever the element's own colour, orange buttons included) and a white
// halo that keeps the ring visible on the charcoal navbar, hero and services strip.
const focusRing = { outline: `3px solid ${charcoal}`, outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } as const;

// Every face the shop draws with, each shipped in the repository (lib/fonts.css): body text,
// headings, and monospace for ids and code. The generic family at the end of each only covers the
// moment before a face arrives; the story tests fail on any text drawn in a face not shipped.
export const fontFamilies = {
  body: '"Inter Variable", "Inter Fallback", "Segoe UI", Roboto, Arial, sans-serif',
  heading: '"Oswald Variable", "Oswald Fallback", "Arial Narrow", sans-serif',
  monospace: '"JetBrains Mono Variable", ui-monospace, monospace',
} as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: orange, dark: '#8f3900', light: '#e8681c', contrastText: '#ffffff' },
    secondary: { main: charcoal, contrastText: '#ffffff' },
    background: { default: '#f6f3ee', paper: '#ffffff' },
    text: { primary: charcoal, secondary: '#4a525a' },
    error: { main: '#b3261e' },
    success: { main: '#2e6b34' },
    // MUI's own warning and info colours carry white text below AA (3.1:1 and 3.9:1).
    warning: { main: '#9a4b00', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: fontFamilies.body,
    h1: { fontFamily: fontFamilies.heading, fontWeight: 600, fontSize: 'clamp(2.2rem, 6vw, 3.6rem)', lineHeight: 1.1 },
    h2: { fontFamily: fontFamilies.heading, fontWeight: 600, fontSize: 'clamp(1.8rem, 4vw, 2.4rem)' },
    h3: { fontFamily: fontFamilies.heading, fontWeight: 500, fontSize: '1.5rem' },
    h4: { fontFamily: fontFamilies.heading, fontWeight: 500, fontSize: '1.25rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
        'code, kbd, samp, pre': { fontFamily: fontFamilies.monospace, fontSize: '0.875em' },
        // Form controls don't inherit the page's face by default; the browser would pick its own.
        'button, input, select, textarea, optgroup': { fontFamily: 'inherit' },
        // A heading focused after a navigation is where reading starts, not a control.
        '[tabindex="-1"]:focus-visible': { outline: 'none', boxShadow: 'none' },
      },
    },
    // MUI's buttons, list items, tabs and icon buttons take off the outline and show a faint ripple instead.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    // Again for buttons, whose own focus styles (a shadow, or none without elevation) come after ButtonBase's.
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // Always underlined: a link inside text must not rely on colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
