/**
 * Publicare: the last 50 rebuilds (queued, building, live with the change-to-live time, failed
 * with the reason), refreshed every 2 s; and the one-line state shown beside an edited record.
 */
import { Alert } from '@mui/material';
import { DataTable, DateField, FunctionField, List, useGetList } from 'react-admin';
import { fillText, t } from '../text.ts';

interface Build {
  id: number;
  state: keyof typeof t.buildStates;
  durationMs: number | null;
  kind: keyof typeof t.buildKinds | null;
  error: string | null;
}

const seconds = (ms: number | null) =>
  ((ms ?? 0) / 1000).toLocaleString('ro-RO', { maximumFractionDigits: 1 });

export function BuildList() {
  return (
    <List pagination={false} exporter={false} queryOptions={{ refetchInterval: 2000 }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="state">
          <FunctionField<Build> render={(build) => t.buildStates[build.state]} />
        </DataTable.Col>
        <DataTable.Col source="requestedAt">
          <DateField source="requestedAt" showTime locales="ro-RO" />
        </DataTable.Col>
        <DataTable.Col source="durationMs">
          <FunctionField<Build>
            render={(build) => (build.durationMs === null ? '' : `${seconds(build.durationMs)} s`)}
          />
        </DataTable.Col>
        <DataTable.Col source="kind">
          <FunctionField<Build> render={(build) => (build.kind ? t.buildKinds[build.kind] : '')} />
        </DataTable.Col>
        <DataTable.Col source="error" />
      </DataTable>
    </List>
  );
}

/** The newest build's state, polled while the editor stays on the record. */
export function PublishStatus() {
  const { data } = useGetList<Build>(
    'builds',
    { pagination: { page: 1, perPage: 1 } },
    { refetchInterval: 2000 },
  );
  const latest = data?.[0];
  const text = !latest
    ? t.publishNone
    : latest.state === 'live'
      ? fillText(t.publishLive, { seconds: seconds(latest.durationMs) })
      : fillText(t.publishLatest, { state: t.buildStates[latest.state] });
  const severity = latest?.state === 'failed' ? 'error' : latest?.state === 'live' ? 'success' : 'info';
  return (
    <Alert severity={severity} role="status" sx={{ mr: 'auto' }}>
      {text}
      {latest?.state === 'failed' && latest.error ? ` ${latest.error}` : ''}
    </Alert>
  );
}
