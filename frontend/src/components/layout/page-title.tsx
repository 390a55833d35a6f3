import { SHOP_NAME } from '../../lib/brand';

/** The browser tab's title for a route: what the page is, then the shop (React puts it in `<head>`). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} | ${SHOP_NAME}`}</title>;
}
