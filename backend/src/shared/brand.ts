// The shop's one name, in its emails and its sender as on its pages (the frontend's lib/brand.ts
// says the same; a test keeps the two equal, as the two sides share no code but the contract).
export const SHOP_NAME = 'Hand Tool Shop';
