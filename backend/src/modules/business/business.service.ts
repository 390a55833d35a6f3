// Who the shop is in law: its registered name and address, how customers reach it, its VAT and
// company numbers. One JSON value in shop_settings, set by the owner, stated in every email's footer.
import type { Transaction } from 'sequelize';
import type { BusinessDetails } from '../../shared/api-types.js';
import type { AuditLog } from '../../shared/audit.js';
import { SHOP_NAME } from '../../shared/brand.js';
import type { Database } from '../../shared/database.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { ShopSettings } from '../../shared/shop-settings.js';

export const BUSINESS_DETAILS_KEY = 'business';

/** A shop that has said nothing is known by its name alone. */
export const defaultBusinessDetails = (): BusinessDetails => ({ legalName: SHOP_NAME, address: null, email: null, phone: null, vatNumber: null, companyNumber: null });

// Kept as typed, but without the spaces around them that a paste brings.
const tidy = (details: BusinessDetails): BusinessDetails => ({
  legalName: details.legalName.trim(),
  address: details.address?.trim() ?? null,
  email: details.email?.trim().toLowerCase() ?? null,
  phone: details.phone?.trim() ?? null,
  vatNumber: details.vatNumber,
  companyNumber: details.companyNumber?.trim() ?? null,
});

export function createBusinessService(deps: { db: Database; settings: ShopSettings; audit: AuditLog }) {
  async function details(transaction?: Transaction): Promise<BusinessDetails> {
    const stored = await deps.settings.read(BUSINESS_DETAILS_KEY, transaction);
    return stored === undefined ? defaultBusinessDetails() : (JSON.parse(stored) as BusinessDetails);
  }

  return {
    getBusinessDetails: () => details(),
    /** As `transaction` sees them: the seller an invoice issued in it names. */
    detailsIn: (transaction: Transaction) => details(transaction),

    async updateBusinessDetails(caller: AuthenticatedUser, next: BusinessDetails): Promise<BusinessDetails> {
      const saved = tidy(next);
      await deps.db.write(async (transaction) => {
        const before = await details(transaction);
        await deps.settings.save(BUSINESS_DETAILS_KEY, JSON.stringify(saved), transaction);
        await deps.audit.record({ actor: caller, kind: 'settings.changed', subject: { type: 'settings', id: BUSINESS_DETAILS_KEY }, before: { ...before }, after: { ...saved } }, transaction);
      });
      return saved;
    },
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
