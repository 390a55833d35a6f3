// Every navbar link leads somewhere real: About and Others are sections of the home page.
export const navLinks = [
  { label: 'About', to: '/#about' },
  { label: 'Blog', to: '/blogs' },
  { label: 'My Portfolio', to: '/my-portfolio' },
  { label: 'Others', to: '/#services' },
] as const;

/** Only for the signed in, as the seed says. */
export const dashboardLink = { label: 'Dashboard', to: '/dashboard' } as const;

/** The footer's links, where the phone menu leads when it can't open (no JavaScript). */
export const SITE_LINKS_ID = 'site-links';
