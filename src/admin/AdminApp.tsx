/**
 * The back office at /admin (issue 34): react-admin over the admin API, in Romanian, hash routing.
 * A separate bundle, loaded only by src/pages/admin/index.astro (client:only), never by the site.
 */

import {
  Admin,
  AppBar,
  CustomRoutes,
  defaultTheme,
  Layout,
  type LayoutProps,
  Logout,
  MenuItemLink,
  type RaThemeOptions,
  Resource,
  UserMenu,
  useUserMenu,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { roAccountScreen } from '../i18n/ro/car-media.ts';
import { Account } from './account/Account.tsx';
import { AuditList, AuditShow } from './audit/AuditLog.tsx';
import { CarCreate, CarEdit } from './cars/CarEdit.tsx';
import { CarList } from './cars/CarList.tsx';
import {
  FaqsEdit,
  SettingsEdit,
  SlidersEdit,
  StaticPageEdit,
  StaticPageList,
  TestimonialsEdit,
} from './content/ContentEditors.tsx';
import { Dashboard } from './Dashboard.tsx';
import {
  ContactMessageList,
  OtherCreditList,
  StockAlertList,
  SubscriberList,
  ViewingCalendar,
  ViewingList,
} from './desk/Leads.tsx';
import { RefundList, RefundShow } from './desk/Refunds.tsx';
import { ReviewList, ReviewShow } from './desk/Reviews.tsx';
import { WithdrawalList, WithdrawalShow } from './desk/Withdrawals.tsx';
import { LoginPage } from './LoginPage.tsx';
import { OrderList } from './orders/OrderList.tsx';
import { OrderShow } from './orders/OrderShow.tsx';
import { PersonalDataPage } from './privacy/PersonalData.tsx';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';
import { i18nProvider } from './providers/i18n-provider.ts';
import { BuildList } from './publish/Publish.tsx';
import { StaffCreate, StaffEdit, StaffList } from './staff/Staff.tsx';
import { t } from './text.ts';

/** react-admin's theme with a darker blue: its default fails WCAG AA contrast on focused labels. */
const theme = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    // react-admin's loading spinner has no name; axe (WCAG 4.1.2) wants one.
    MuiCircularProgress: { defaultProps: { 'aria-label': t.loading } },
  },
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0b4f9c' },
    secondary: { main: '#0b4f9c' },
    error: { main: '#b3261e' },
  },
} as RaThemeOptions;

/** Contul meu in the user menu; the menu closes as it opens the page (it would hide the page from readers). */
function AccountMenuItem() {
  const userMenu = useUserMenu();
  return <MenuItemLink to="/cont" primaryText={roAccountScreen.menu} onClick={() => userMenu?.onClose()} />;
}

/** The user menu (the "Cont" icon) opens Contul meu, where two-factor is set up, and logs out. */
function AdminAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <AccountMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

function AdminLayout(props: LayoutProps) {
  return <Layout {...props} appBar={AdminAppBar} />;
}

export function AdminApp() {
  return (
    <Admin
      title={t.title}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
      theme={theme}
      layout={AdminLayout}
    >
      {(permissions: string) => [
        <CustomRoutes key="account">
          <Route path="/cont" element={<Account />} />
        </CustomRoutes>,
        permissions === 'admin' || permissions === 'editor' ? (
          <Resource
            key="cars"
            name="cars"
            list={CarList}
            edit={CarEdit}
            create={CarCreate}
            recordRepresentation="sku"
          />
        ) : null,
        ...(permissions === 'admin' || permissions === 'editor'
          ? [
              <Resource key="sliders" name="sliders" list={SlidersEdit} />,
              <Resource key="testimonials" name="testimonials" list={TestimonialsEdit} />,
              <Resource key="faqs" name="faqs" list={FaqsEdit} />,
              <Resource key="static-pages" name="static-pages" list={StaticPageList} edit={StaticPageEdit} />,
              <Resource key="settings" name="settings" list={SettingsEdit} />,
              <Resource key="builds" name="builds" list={BuildList} />,
            ]
          : []),
        ...(permissions === 'admin' || permissions === 'credit'
          ? [
              <Resource
                key="orders"
                name="orders"
                list={OrderList}
                show={OrderShow}
                recordRepresentation="id"
              />,
              <Resource key="reviews" name="reviews" list={ReviewList} show={ReviewShow} />,
              <Resource key="withdrawals" name="withdrawals" list={WithdrawalList} show={WithdrawalShow} />,
              <Resource key="refunds" name="refunds" list={RefundList} show={RefundShow} />,
              <Resource key="stock-alerts" name="stock-alerts" list={StockAlertList} />,
              <Resource key="viewings" name="viewings" list={ViewingList} />,
              <Resource key="contact-messages" name="contact-messages" list={ContactMessageList} />,
              <Resource key="other-credit" name="other-credit" list={OtherCreditList} />,
              <Resource key="subscribers" name="subscribers" list={SubscriberList} />,
              <Resource key="viewings-calendar" name="viewings-calendar" list={ViewingCalendar} />,
            ]
          : []),
        ...(permissions === 'admin'
          ? [
              <Resource
                key="staff"
                name="staff"
                list={StaffList}
                edit={StaffEdit}
                create={StaffCreate}
                recordRepresentation="email"
              />,
              <Resource key="personal-data" name="personal-data" list={PersonalDataPage} />,
              <Resource key="audit" name="audit" list={AuditList} show={AuditShow} />,
            ]
          : []),
      ]}
    </Admin>
  );
}
