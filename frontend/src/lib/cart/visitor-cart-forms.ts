// Where the storefront's cart forms post when the page's code isn't there to act (not yet arrived,
// or JavaScript off): the visitor's cart operations, which answer a form post with a 303 to
// /cart?cart=<outcome>. Once hydrated, each form's handler prevents the post and acts through the API.
import { apiBaseUrl } from '../api';

const apiPath = new URL(apiBaseUrl).pathname;

/** Add to cart: the form's fields are `productId` and `quantity` (that many more). */
export const addToVisitorCartAction = `${apiPath}/visitor-cart/lines`;

/** A line of the cart page: the form's field is `quantity` (the line's new quantity; 0 removes it). */
export const visitorCartLineAction = (productId: string) => `${apiPath}/visitor-cart/lines/${encodeURIComponent(productId)}`;
