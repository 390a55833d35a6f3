// The shop's one name, on its pages as in its emails (the backend's shared/brand.ts says the same;
// its email tests keep the two equal, as the two sides share no code but the contract).
export const SHOP_NAME = 'Hand Tool Shop';
