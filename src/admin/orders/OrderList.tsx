/**
 * Comenzi: the orders, filtered (stage, product, person, request dates, car code, e-mail), sorted
 * and paged by the server; "Exporta CSV" downloads the filtered list (the server writes the file
 * and audits the export). A row opens the order with its timeline.
 */
import {
  Button,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  useNotify,
} from 'react-admin';
import { apiBase } from '../../lib/api/browser-client.ts';
import { choicesOf } from '../text.ts';
import { d, type OrderRow } from './order-text.ts';

const filters = [
  <TextInput key="email" source="email" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(d.statuses, false)} alwaysOn />,
  <SelectInput key="product" source="product" choices={choicesOf(d.products, false)} />,
  <SelectInput key="person" source="person" choices={choicesOf(d.persons, false)} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <TextInput key="sku" source="sku" />,
];

/** The list's filters as the export's query string. */
export function exportQuery(filter: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) =>
      value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();
}

function ExportCsvButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const download = async () => {
    const response = await fetch(`${apiBase()}/admin/orders/export.csv?${exportQuery(filterValues)}`, {
      credentials: 'include',
    });
    if (!response.ok) {
      notify(d.exportFailed, { type: 'error' });
      return;
    }
    const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = name ?? 'comenzi.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return <Button label={d.exportCsv} onClick={() => void download()} />;
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}

export function OrderList() {
  return (
    <List
      title={d.listTitle}
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <FunctionField<OrderRow> render={(row) => d.statuses[row.status]} />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="product_type" disableSort>
          <FunctionField<OrderRow> render={(row) => d.products[row.product_type]} />
        </DataTable.Col>
        <DataTable.Col source="person" disableSort>
          <FunctionField<OrderRow> render={(row) => d.persons[row.person]} />
        </DataTable.Col>
        <DataTable.Col source="sku" />
        <DataTable.Col source="product_name" disableSort />
        <DataTable.Col source="handover_date">
          <DateField source="handover_date" locales="ro-RO" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
