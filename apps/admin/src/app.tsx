import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { AccountPage } from './account/account-page.tsx';
import { AuditEventList } from './audit/audit-events.tsx';
import { CategoryCreate, CategoryEdit, CategoryList } from './categories/categories.tsx';
import {
  AboutBlockCreate,
  AboutBlockEdit,
  AboutBlockList,
  CatalogueCreate,
  CatalogueEdit,
  CatalogueList,
  PartnershipCreate,
  PartnershipEdit,
  PartnershipList,
  TeamMemberCreate,
  TeamMemberEdit,
  TeamMemberList,
} from './company/company.tsx';
import { authProvider } from './auth-provider.ts';
import { ConceptCategoryCreate, ConceptCategoryEdit, ConceptCategoryList } from './concepts/concept-categories.tsx';
import { dataProvider } from './data-provider.ts';
import { i18nProvider } from './i18n/i18n-provider.ts';
import { ContactMessageList, ContactMessageShow } from './inbox/contact-messages.tsx';
import { FILTER_OPTION_SCREENS } from './filter-options/filter-options.tsx';
import { LegalDocumentEdit, LegalDocumentList } from './legal/legal-documents.tsx';
import { LoginPage } from './login/login-page.tsx';
import { MediaPage } from './media/media-page.tsx';
import { CompanyDetailsEdit } from './company/company-details.tsx';
import { ShopSettingsEdit } from './shop/shop-settings.tsx';
import { ProductCreate, ProductEdit, ProductList } from './products/products.tsx';
import { NewsCreate, NewsEdit, NewsList } from './news/news.tsx';
import { StaffMemberCreate, StaffMemberEdit, StaffMemberList } from './staff/staff-members.tsx';
import { NewsletterSubscriberList } from './subscribers/newsletter-subscribers.tsx';
import { MailOutboxList, MailOutboxShow } from './outbox/mail-outbox.tsx';
import { JobsPage } from './jobs/jobs-page.tsx';
import { VitalsPage } from './vitals/vitals-page.tsx';
import { StaffNotFound } from './ui/staff-not-found.tsx';
import { StaffLayout } from './layout/staff-layout.tsx';
import { staffTheme } from './layout/staff-theme.ts';
import { DashboardPage } from './dashboard/dashboard-page.tsx';

/** The staff area. Staff accounts and the audit log are listed for admins only (the server refuses them to editors). */
export function App() {
  return (
    <Admin
      title="rennfeld.title"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={StaffLayout}
      theme={staffTheme}
      // One theme, the one the accessibility tests check.
      darkTheme={null}
      requireAuth
      catchAll={StaffNotFound}
      dashboard={DashboardPage}
      disableTelemetry
    >
      {(role: string) => (
        <>
          <Resource name="products" list={ProductList} create={ProductCreate} edit={ProductEdit} />
          <Resource name="categories" list={CategoryList} create={CategoryCreate} edit={CategoryEdit} />
          {Object.entries(FILTER_OPTION_SCREENS).map(([name, screens]) => (
            <Resource key={name} name={name} {...screens} />
          ))}
          <Resource name="news" list={NewsList} create={NewsCreate} edit={NewsEdit} />
          <Resource
            name="concept-categories"
            list={ConceptCategoryList}
            create={ConceptCategoryCreate}
            edit={ConceptCategoryEdit}
          />
          <Resource name="catalogues" list={CatalogueList} create={CatalogueCreate} edit={CatalogueEdit} />
          <Resource name="team-members" list={TeamMemberList} create={TeamMemberCreate} edit={TeamMemberEdit} />
          <Resource name="partnerships" list={PartnershipList} create={PartnershipCreate} edit={PartnershipEdit} />
          <Resource name="about-blocks" list={AboutBlockList} create={AboutBlockCreate} edit={AboutBlockEdit} />
          <Resource name="legal-documents" list={LegalDocumentList} edit={LegalDocumentEdit} />
          <Resource name="contact-messages" list={ContactMessageList} show={ContactMessageShow} />
          <Resource name="newsletter-subscribers" list={NewsletterSubscriberList} />
          <Resource name="mail-outbox" list={MailOutboxList} show={MailOutboxShow} />
          {role === 'admin' ? (
            <>
              <Resource name="staff" list={StaffMemberList} create={StaffMemberCreate} edit={StaffMemberEdit} />
              <Resource name="audit-events" list={AuditEventList} />
              <CustomRoutes>
                <Route path="/shop-settings" element={<ShopSettingsEdit />} />
              </CustomRoutes>
            </>
          ) : null}
          <CustomRoutes>
            <Route path="/media" element={<MediaPage />} />
            <Route path="/company-details" element={<CompanyDetailsEdit />} />
            <Route path="/jobs" element={<JobsPage />} />
            <Route path="/vitals" element={<VitalsPage />} />
            <Route path="/account" element={<AccountPage />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
