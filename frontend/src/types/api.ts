// The contract's DTOs, aliased once for the frontend. Never re-declare them by hand.
import type { components, paths } from '../generated/openapi';

type Schemas = components['schemas'];
export type { paths };
export type Product = Schemas['Product'];
export type ProductDetail = Schemas['ProductDetail'];
export type ProductPage = Schemas['ProductPage'];
export type ProductSort = Schemas['ProductSort'];
export type Review = Schemas['Review'];
export type ReviewPage = Schemas['ReviewPage'];
export type ReviewInput = Schemas['ReviewInput'];
export type Session = Schemas['Session'];
export type User = Schemas['User'];
export type Order = Schemas['Order'];
export type OrderInput = Schemas['OrderInput'];
export type ContactInput = Schemas['ContactInput'];
export type NewsletterInput = Schemas['NewsletterInput'];
export type Acknowledgement = Schemas['Acknowledgement'];
export type RuntimeConfig = Schemas['RuntimeConfig'];
export type Problem = Schemas['Problem'];
