/**
 * The back office at /admin (issue 34): react-admin over the admin API, in Romanian, hash routing.
 * A separate bundle, loaded only by src/pages/admin/index.astro (client:only), never by the site.
 */
import { Admin, Resource } from 'react-admin';
import { CarCreate, CarEdit } from './cars/CarEdit.tsx';
import { CarList } from './cars/CarList.tsx';
import { Dashboard } from './Dashboard.tsx';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';
import { i18nProvider } from './providers/i18n-provider.ts';
import { StaffCreate, StaffEdit, StaffList } from './staff/Staff.tsx';
import { t } from './text.ts';

export function AdminApp() {
  return (
    <Admin
      title={t.title}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {(permissions: string) => [
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
        permissions === 'admin' ? (
          <Resource
            key="staff"
            name="staff"
            list={StaffList}
            edit={StaffEdit}
            create={StaffCreate}
            recordRepresentation="email"
          />
        ) : null,
      ]}
    </Admin>
  );
}
