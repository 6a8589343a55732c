/** Masini: the server pages, searches and filters (10,000 cars stay fast); a row opens the editor. */
import {
  DataTable,
  DateField,
  EditButton,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
} from 'react-admin';
import { choicesOf, t } from '../text.ts';

const categories = choicesOf(t.categories);
const visibilities = choicesOf(t.visibilities);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="category" source="category_id" choices={categories} />,
  <SelectInput key="visibility" source="car_visibility_id" choices={visibilities} />,
];

const eur = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;

export function CarList() {
  return (
    <List filters={filters} sort={{ field: 'sku', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="sku" />
        <DataTable.Col source="product_name" />
        <DataTable.Col source="category_id" disableSort>
          <SelectField source="category_id" choices={categories} />
        </DataTable.Col>
        <DataTable.Col source="car_visibility_id" disableSort>
          <SelectField source="car_visibility_id" choices={visibilities} />
        </DataTable.Col>
        <DataTable.NumberCol source="initial_price" options={eur} locales="ro-RO" />
        <DataTable.Col source="price">
          <NumberField source="price" options={eur} locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="availability_date">
          <DateField source="availability_date" locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col>
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
