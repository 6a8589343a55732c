/**
 * Istoric modificari: under each edited record (car, legal page, slider, testimonials, FAQ), its
 * saved versions, newest first: when, who, which fields changed; any earlier version is restored
 * with one click. A restore is a save on the server (a new version, a rebuild), so the form is
 * read again afterwards and the panel lists the restore itself.
 */
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { HistoryKind } from '../../domain/cms/history.ts';
import { roHistory as h } from '../../i18n/ro/history.ts';
import { callApi } from '../providers/http.ts';
import { fillText } from '../text.ts';
import { changeLabel } from './change-labels.ts';

interface Version {
  version: number;
  at: string;
  staff_email: string | null;
  restored_from: number | null;
  changed: string[] | null;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('ro-RO', { dateStyle: 'short', timeStyle: 'medium' });

function Changes({ kind, entry }: { kind: HistoryKind; entry: Version }) {
  const notes = [
    ...(entry.restored_from === null
      ? []
      : [fillText(h.restoredFrom, { version: String(entry.restored_from) })]),
  ];
  if (entry.changed === null) return <>{[h.firstVersion, ...notes].join('; ')}</>;
  if (entry.changed.length === 0) return <>{[h.noChange, ...notes].join('; ')}</>;
  return (
    <>
      {notes.length > 0 ? <div>{notes.join('; ')}</div> : null}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {entry.changed.map((path) => (
          <li key={path}>{changeLabel(kind, path)}</li>
        ))}
      </Box>
    </>
  );
}

export function HistoryPanel({ kind, id }: { kind: HistoryKind; id?: string }) {
  const record = useRecordContext();
  const recordId = id ?? (record?.id === undefined ? undefined : String(record.id));
  const [entries, setEntries] = useState<Version[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const path = recordId === undefined ? null : `/admin/history/${kind}/${encodeURIComponent(recordId)}`;

  const load = useCallback(async () => {
    if (path === null) return;
    try {
      setEntries((await callApi<Version[]>(path)).json);
      setFailure(null);
    } catch (error) {
      setFailure(fillText(h.loadFailed, { reason: (error as Error).message }));
    }
  }, [path]);

  // Read again whenever the record is (after a save, or the restore's refresh).
  // biome-ignore lint/correctness/useExhaustiveDependencies: record is the trigger, not an input
  useEffect(() => {
    void load();
  }, [load, record]);

  const restore = async (version: number) => {
    setRestoring(version);
    try {
      await callApi(`${path}/${version}/restore`, { method: 'POST' });
      notify(fillText(h.restored, { version: String(version) }), { type: 'success' });
      refresh();
      await load();
    } catch (error) {
      notify(fillText(h.restoreFailed, { reason: (error as Error).message }), { type: 'error' });
    } finally {
      setRestoring(null);
    }
  };

  if (path === null) return null;
  return (
    <Box component="section" aria-labelledby="history-title" sx={{ p: 2 }}>
      <Typography id="history-title" component="h2" variant="h6">
        {h.title}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {entries?.length === 0 ? <Typography>{h.empty}</Typography> : null}
      {entries && entries.length > 0 ? (
        <TableContainer>
          <Table size="small">
            <caption>{h.caption}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{h.columns.version}</TableCell>
                <TableCell>{h.columns.at}</TableCell>
                <TableCell>{h.columns.who}</TableCell>
                <TableCell>{h.columns.changed}</TableCell>
                <TableCell>{h.columns.action}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry, index) => (
                <TableRow key={entry.version}>
                  <TableCell>{entry.version}</TableCell>
                  <TableCell>{when(entry.at)}</TableCell>
                  <TableCell>{entry.staff_email ?? h.unknownAuthor}</TableCell>
                  <TableCell>
                    <Changes kind={kind} entry={entry} />
                  </TableCell>
                  <TableCell>
                    {index === 0 ? (
                      h.current
                    ) : (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={restoring !== null}
                        aria-label={fillText(h.restoreLabel, { version: String(entry.version) })}
                        onClick={() => void restore(entry.version)}
                      >
                        {h.restore}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
