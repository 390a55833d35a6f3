export interface NavLink {
  label: string;
  to: string;
}

// Every navbar link leads somewhere real: the tools, the categories, About and Others are sections of the home page.
// The seed's four (About, Blog, My Portfolio, Others) follow the shop's own tools.
export const navLinks = [
  { label: 'Tools', to: '/#tools' },
  { label: 'Categories', to: '/#categories' },
  { label: 'About', to: '/#about' },
  { label: 'Blog', to: '/blogs' },
  { label: 'My Portfolio', to: '/my-portfolio' },
  { label: 'Others', to: '/#services' },
] as const;

/** Only for the signed in, as the seed says. */
export const dashboardLink = { label: 'Dashboard', to: '/dashboard' } as const;

/** The footer's links, where the phone menu leads when it can't open (no JavaScript). */
export const SITE_LINKS_ID = 'site-links';

/** The phone menu's account part: where to sign in, or the shopper's own pages. My Orders asks a visitor to sign in first. */
export const accountLinks = (signedIn: boolean): NavLink[] =>
  signedIn
    ? [
        { label: 'My Orders', to: '/dashboard' },
        { label: 'My Profile', to: '/dashboard/my-profile' },
      ]
    : [
        { label: 'Login', to: '/login' },
        { label: 'Register', to: '/register' },
        { label: 'My Orders', to: '/dashboard' },
      ];
