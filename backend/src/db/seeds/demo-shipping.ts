// The demo shop's delivery: by weight at home, free from $1,000, express and collection too; a
// tracked rate by weight to Canada and a flat rate to much of Europe.
import type { ShippingSettings } from '../../shared/api-types.js';

export const demoShipping: ShippingSettings = {
  homeCountry: 'US',
  zones: [
    {
      name: 'United States',
      countries: ['US'],
      methods: [
        {
          id: 'standard',
          name: 'Standard delivery',
          kind: 'weight',
          bands: [
            { upToGrams: 2000, price: '8.95' },
            { upToGrams: 10000, price: '14.95' },
            { upToGrams: 30000, price: '24.95' },
            { upToGrams: 70000, price: '49.00' },
          ],
          freeFrom: '1000.00',
        },
        { id: 'express', name: 'Express, next working day', kind: 'flat', price: '34.95', freeFrom: null },
        { id: 'collection', name: 'Collect from the workshop', kind: 'collection', freeFrom: null },
      ],
    },
    {
      name: 'Canada',
      countries: ['CA'],
      methods: [
        {
          id: 'tracked-canada',
          name: 'Tracked to Canada',
          kind: 'weight',
          bands: [
            { upToGrams: 5000, price: '24.95' },
            { upToGrams: 30000, price: '59.00' },
          ],
          freeFrom: null,
        },
      ],
    },
    {
      name: 'Europe',
      countries: ['GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'DK', 'SE', 'NO', 'ES', 'IT'],
      methods: [{ id: 'international', name: 'International tracked', kind: 'flat', price: '49.00', freeFrom: null }],
    },
  ],
};
