import type { Migration } from 'kysely';
import * as catalogue from './2026-11-22-0001-catalogue.ts';
import * as performance from './2026-11-22-0002-performance.ts';
import * as coveringListingOrder from './2026-11-22-0003-covering-listing-order.ts';
import * as contentRevision from './2026-11-23-0001-content-revision.ts';
import * as contactIdempotencyKey from './2026-11-23-0002-contact-idempotency-key.ts';
import * as dropFacetCountIndexes from './2026-11-23-0003-drop-facet-count-indexes.ts';
import * as staffArea from './2026-11-24-0001-staff-area.ts';
import * as contentEditing from './2026-11-25-0001-content-editing.ts';
import * as productEditing from './2026-11-25-0002-product-editing.ts';
import * as companyEditing from './2026-11-25-0003-company-editing.ts';
import * as conceptCatalogueLegalEditing from './2026-11-26-0001-concept-catalogue-legal-editing.ts';
import * as containerQuantities from './2026-11-27-0001-container-quantities.ts';
import * as newsletterDoubleOptIn from './2026-11-27-0002-newsletter-double-opt-in.ts';
import * as usedOilNotice from './2026-11-28-0001-used-oil-notice.ts';
import * as germanContent from './2026-11-29-0001-german-content.ts';
import * as webVitals from './2026-11-30-0001-web-vitals.ts';
import * as cdnPurge from './2026-11-30-0002-cdn-purge.ts';
import * as searchTrigramCounts from './2026-12-01-0001-search-trigram-counts.ts';
import * as oneContentRevision from './2026-12-02-0001-one-content-revision.ts';
import * as unknownAddressRoute from './2026-12-02-0002-unknown-address-route.ts';
import * as searchTextWithCategoryNames from './2026-12-02-0003-search-text-with-category-names.ts';
import * as richTextWhitespace from './2026-12-02-0004-rich-text-whitespace.ts';
import * as legalTextsWithoutRepeatedTitle from './2026-12-02-0005-legal-texts-without-repeated-title.ts';
import * as imprintFromCompanyDetails from './2026-12-03-0001-imprint-from-company-details.ts';
import * as companyCountryCode from './2026-12-03-0002-company-country-code.ts';
import * as manufacturerAddresses from './2026-12-03-0003-manufacturer-addresses.ts';
import * as sizeGtins from './2026-12-03-0004-size-gtins.ts';
import * as approvals from './2026-12-03-0005-approvals.ts';
import * as productDocuments from './2026-12-04-0001-product-documents.ts';
import * as stockQuantities from './2026-12-05-0001-stock-quantities.ts';
import * as orders from './2026-12-05-0002-orders.ts';
import * as mailInlineImages from './2026-12-08-0001-mail-inline-images.ts';

/** Every migration, by its frozen name. Listed here (not read from disk) so bundles carry them. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-catalogue': catalogue,
  '2026-11-22-0002-performance': performance,
  '2026-11-22-0003-covering-listing-order': coveringListingOrder,
  '2026-11-23-0001-content-revision': contentRevision,
  '2026-11-23-0002-contact-idempotency-key': contactIdempotencyKey,
  '2026-11-23-0003-drop-facet-count-indexes': dropFacetCountIndexes,
  '2026-11-24-0001-staff-area': staffArea,
  '2026-11-25-0001-content-editing': contentEditing,
  '2026-11-25-0002-product-editing': productEditing,
  '2026-11-25-0003-company-editing': companyEditing,
  '2026-11-26-0001-concept-catalogue-legal-editing': conceptCatalogueLegalEditing,
  '2026-11-27-0001-container-quantities': containerQuantities,
  '2026-11-27-0002-newsletter-double-opt-in': newsletterDoubleOptIn,
  '2026-11-28-0001-used-oil-notice': usedOilNotice,
  '2026-11-29-0001-german-content': germanContent,
  '2026-11-30-0001-web-vitals': webVitals,
  '2026-11-30-0002-cdn-purge': cdnPurge,
  '2026-12-01-0001-search-trigram-counts': searchTrigramCounts,
  '2026-12-02-0001-one-content-revision': oneContentRevision,
  '2026-12-02-0002-unknown-address-route': unknownAddressRoute,
  '2026-12-02-0003-search-text-with-category-names': searchTextWithCategoryNames,
  '2026-12-02-0004-rich-text-whitespace': richTextWhitespace,
  '2026-12-02-0005-legal-texts-without-repeated-title': legalTextsWithoutRepeatedTitle,
  '2026-12-03-0001-imprint-from-company-details': imprintFromCompanyDetails,
  '2026-12-03-0002-company-country-code': companyCountryCode,
  '2026-12-03-0003-manufacturer-addresses': manufacturerAddresses,
  '2026-12-03-0004-size-gtins': sizeGtins,
  '2026-12-03-0005-approvals': approvals,
  '2026-12-04-0001-product-documents': productDocuments,
  '2026-12-05-0001-stock-quantities': stockQuantities,
  '2026-12-05-0002-orders': orders,
  '2026-12-08-0001-mail-inline-images': mailInlineImages,
};
